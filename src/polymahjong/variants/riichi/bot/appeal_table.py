"""The riichi bot's wait appeal, fitted on real play: made by tools/fit_waits.py from the four-player
Tenhou records of ../shared/oracles/tenhou (1826 games, 18027 rounds, 13106 riichi
hands). Do not edit by hand: rerun the tool (``uv run python tools/fit_waits.py --write``)."""

#: Wins per live copy of a wait of each category (``appeal.category``) over those of all waits
#: (8.90 per 100 live copies).
APPEAL = {
    "19": 1.33,  # 8028 live copies
    "19 suji": 2.67,  # 219 live copies
    "28": 1.12,  # 11993 live copies
    "28 suji": 1.57,  # 685 live copies
    "37": 0.95,  # 15699 live copies
    "37 suji": 1.30,  # 1178 live copies
    "456": 0.78,  # 22842 live copies
    "456 suji": 0.80,  # 8555 live copies
    "honour": 1.95,  # 1353 live copies
    "honour shown": 3.05,  # 486 live copies
}
