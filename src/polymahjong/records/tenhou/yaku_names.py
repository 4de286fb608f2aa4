"""Tenhou's yaku ids by the Japanese names tenhou.net/6 JSON prints."""
from __future__ import annotations

#: Index = Tenhou yaku id (as in mjlog ``yaku=``/``yakuman=``).
NAMES = (
    "門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和", "断幺九",
    "一盃口", "自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南", "場風 西", "場風 北",
    "役牌 白", "役牌 發", "役牌 中", "両立直", "七対子", "混全帯幺九", "一気通貫", "三色同順",
    "三色同刻", "三槓子", "対々和", "三暗刻", "小三元", "混老頭", "二盃口", "純全帯幺九", "混一色",
    "清一色", "人和", "天和", "地和", "大三元", "四暗刻", "四暗刻単騎", "字一色", "緑一色", "清老頭",
    "九蓮宝燈", "純正九蓮宝燈", "国士無双", "国士無双１３面", "大四喜", "小四喜", "四槓子", "ドラ",
    "裏ドラ", "赤ドラ",
)
#: Other spellings seen in tenhou.net/6 files.
ALIASES = {"国士無双13面": 48, "国士無双１３面待ち": 48, "役牌 発": 19, "抜きドラ": 52}
IDS = {name: i for i, name in enumerate(NAMES)} | ALIASES


def yaku_id(name: str) -> int:
    """The Tenhou id of a yaku name; ValueError for an unknown name."""
    try:
        return IDS[name]
    except KeyError:
        raise ValueError(f"unknown yaku {name!r}") from None
