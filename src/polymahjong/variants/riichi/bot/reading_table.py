"""The riichi bot's opponent reading, fitted on real play: made by tools/fit_reading.py from the
four-player Tenhou records of ../shared/oracles/tenhou (every game: 1826 games, 18027
rounds, 2436064 situations, 9040 rons). Do not edit by hand: rerun the tool
(``uv run python tools/fit_reading.py --write``)."""

#: Chance of being ready of a hand that has not declared riichi and shows no sign, by called melds
#: (0-4) and discards (0-18; longer rivers take the last).
READY = (
    (0.000, 0.000, 0.001, 0.002, 0.006, 0.011, 0.018, 0.026, 0.026, 0.032, 0.040, 0.048, 0.055, 0.061, 0.068, 0.073, 0.081, 0.087, 0.114),  # 0 melds
    (0.000, 0.004, 0.011, 0.031, 0.064, 0.104, 0.140, 0.180, 0.180, 0.214, 0.242, 0.264, 0.282, 0.295, 0.317, 0.330, 0.331, 0.331, 0.331),  # 1 melds
    (0.000, 0.004, 0.115, 0.142, 0.220, 0.289, 0.352, 0.393, 0.393, 0.415, 0.460, 0.475, 0.494, 0.494, 0.508, 0.512, 0.512, 0.517, 0.517),  # 2 melds
    (0.616, 0.616, 0.616, 0.616, 0.616, 0.675, 0.725, 0.745, 0.745, 0.745, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751),  # 3 melds
    (1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000, 1.000),  # 4 melds
)
#: Odds factor of each sign (reading.Signs.flags), for closed hands (0) and open hands (1).
ODDS = ({"push": 0.96, "middle": 1.95, "tedashi_middle": 0.80, "settled": 1.63, "no_yaku": 1.00, "suit": 1.00},
        {"push": 0.98, "middle": 1.58, "tedashi_middle": 1.00, "settled": 2.66, "no_yaku": 0.80, "suit": 0.75})
#: Mean cost of a non-dealer ron (points): a riichi, a quiet closed hand; an open hand's as
#: OPEN_WORTH + SHOWN_WORTH per dora/red five/yakuhai triplet shown + SUIT_WORTH for a one-suit sign;
#: a dealer's ron costs DEALER_WORTH times as much.
RIICHI_WORTH = 5880.0
DAMA_WORTH = 4430.0
OPEN_WORTH = 2590.0
SHOWN_WORTH = 1120.0
SUIT_WORTH = 1320.0
DEALER_WORTH = 1.52
