"""Tile sets of the five rulesets, with the counts their documents give."""
import pytest

from polymahjong import OptionError, ruleset
from polymahjong.tiles import Group


@pytest.mark.parametrize("variant, options, count", [
    ("riichi", {}, 136),                 # 34 kinds x 4
    ("sichuan", {}, 108),                # three suits only, 27 kinds x 4
    ("zung_jung", {}, 136),
    ("zung_jung", {"flowers": True}, 144),
    ("tianjin", {}, 136),                # the seven jokers are chosen per round, not new tiles
    # Ùzje: the document's wall width table, four walls of stacks two tall: tiles = 8 x width
    ("uzje", {}, 8 * 22),
    ("uzje", {"flowers": False}, 8 * 21),
    ("uzje", {"winds": "compressed"}, 8 * 21),
    ("uzje", {"winds": "compressed", "flowers": False}, 8 * 20),
    ("uzje", {"all_tongs": True}, 8 * 29),
])
def test_tile_counts(variant, options, count):
    assert ruleset(variant, **options).tileset.tile_count == count


@pytest.mark.parametrize("options, width", [
    ({}, 22), ({"flowers": False}, 21), ({"winds": "compressed"}, 21),
    ({"winds": "compressed", "flowers": False}, 20), ({"all_tongs": True}, 29),
])
def test_uzje_wall_width(options, width):
    assert ruleset("uzje", **options).wall_width == width


def test_uzje_short_tongs_are_the_terminals():
    ts = ruleset("uzje").tileset
    tongs = sorted(k.rank for k in ts.kinds if k.suit == "dots")
    assert tongs == [1, 16]
    assert ts.zero is not None and ts.kinds[ts.zero].group is Group.ZERO


def test_uzje_compressed_winds():
    names = [k.name for k in ruleset("uzje", winds="compressed").tileset.kinds if k.group is Group.WIND]
    assert names == ["H", "V"]


def test_uzje_other_player_counts_use_all_tongs_unless_told():
    assert ruleset("uzje", players=5).options["all_tongs"] is True
    assert ruleset("uzje", players=5, all_tongs=False).tileset.tile_count == 176


def test_riichi_red_fives_are_physical_attributes():
    ts = ruleset("riichi").tileset
    reds = [t for t in ts.physical() if ts.is_red(t)]
    assert reds == [16, 52, 88]  # Tenhou's ids of the red 5m, 5p, 5s
    assert len(ruleset("riichi", red_fives=0).tileset.red) == 0


@pytest.mark.parametrize("variant, options, message", [
    ("uzje", {"players": 7}, "players"),
    ("uzje", {"winds": "half"}, "winds"),
    ("riichi", {"colour": 1}, "colour"),
    ("nonesuch", {}, "nonesuch"),
])
def test_bad_options_name_what_is_wrong(variant, options, message):
    with pytest.raises(OptionError, match=message):
        ruleset(variant, **options)


def test_options_from_text():
    assert ruleset("uzje", players="5", flowers="false").options["flowers"] is False
    with pytest.raises(OptionError, match="players"):
        ruleset("uzje", players="five")


@pytest.mark.parametrize("players", [3, 5, 6])
@pytest.mark.parametrize("all_tongs, table_width", [(True, 20 + 1 + 1 + 7), (False, 20 + 1 + 1)])
def test_uzje_walls_for_3_5_6_players_share_the_tables_tiles(players, all_tongs, table_width):
    """The document's width table is for four walls two tall (so 8 * width tiles); with 3, 5 or 6
    players those tiles make one wall per player, as evenly as they go, and ``rules`` says so."""
    from polymahjong.engine.table import TableRules

    v = ruleset("uzje", players=players, all_tongs=all_tongs)
    d = v.describe()
    widths = d["wall_widths"]
    assert len(widths) == players and 2 * sum(widths) == 8 * table_width == v.tileset.tile_count
    assert max(widths) - min(widths) <= 1 and "wall_width" not in d  # no single width to tell
    assert tuple(widths) == TableRules.of(v).wall_widths  # what the engine builds
