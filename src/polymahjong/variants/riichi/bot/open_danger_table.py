"""How an open hand's melds change the riichi bot's tile danger, fitted on real play: made by
tools/fit_open_danger.py from the four-player Tenhou records of ../shared/oracles/tenhou (every game:
1826 games, 18027 rounds, 1249055 tiles held against ready open hands). Do not edit
by hand: rerun the tool (``uv run python tools/fit_open_danger.py --write``)."""

#: The factor on a tile's hand-set danger against an open hand, by what its melds show (danger.open_class:
#: all simples, a yakuhai triplet, a one-suit sign in or out of the tile's suit, no yaku) and the tile's
#: class (honours Y yakuhai / G guest by copies unseen; number tiles by ranks from the edge, s suji, h half).
OPEN_FACTOR = {
    "simples": {"19": 0.26, "19s": 0.35, "28": 1.19, "28s": 0.91, "37": 1.17, "37s": 1.17, "46": 1.05, "46h": 1.04, "46s": 0.74,
        "G1": 0.17, "G2": 0.26, "G3": 0.38, "Y1": 0.11, "Y2": 1.55, "Y3": 2.33},
    "yakuhai": {"19": 1.22, "19s": 0.91, "28": 1.12, "28s": 1.19, "37": 1.18, "37s": 1.30, "46": 1.04, "46h": 1.04, "46s": 0.66,
        "G1": 0.64, "G2": 1.00, "G3": 0.91, "Y1": 0.46, "Y2": 1.37, "Y3": 1.56},
    "suit_in": {"19": 1.76, "19s": 0.79, "28": 1.28, "28s": 1.08, "37": 1.37, "37s": 0.50, "46": 1.10, "46h": 0.89, "46s": 0.60},
    "suit_out": {"19": 0.37, "19s": 0.53, "28": 0.93, "28s": 0.67, "37": 1.08, "37s": 0.98, "46": 1.02, "46h": 0.77, "46s": 0.60,
        "G1": 1.26, "G2": 1.43, "G3": 2.20, "Y1": 1.61, "Y2": 2.66, "Y3": 3.48},
    "none": {"19": 0.85, "19s": 1.34, "28": 0.71, "28s": 1.21, "37": 0.79, "37s": 1.20, "46": 0.42, "46h": 0.45, "46s": 0.30,
        "G1": 0.43, "G2": 2.78, "G3": 1.74, "Y1": 0.55, "Y2": 4.28, "Y3": 4.41},
}
