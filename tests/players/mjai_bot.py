"""A tiny scripted mjai bot for the tests, speaking mjai.app's convention: started as
``mjai_bot.py MODE PLAYER_ID``, it reads one JSON array of events per line and answers each line with
one JSON object.

MODE ``tsumogiri``: discard the tile just drawn (``tsumogiri`` true) after its own ``tsumo``, ``none``
to everything else. ``reach``: answer ``reach`` after its own ``tsumo`` and, after its own ``reach``,
the tsumogiri ``dahai``; it exits (code 3) if told its own ``reach`` twice for one declaration or a
``reach_accepted`` it did not declare in this kyoku. ``junk``: answer a line that is not JSON. ``mute``: never answer.
"""
import json
import sys

mode, me = sys.argv[1], int(sys.argv[2])
drawn = None
declared = False
for line in sys.stdin:
    events = json.loads(line)
    for ev in events:
        if ev["type"] == "start_kyoku":
            declared = False
        if ev["type"] == "tsumo" and ev["actor"] == me:
            drawn = ev["pai"]
        if ev["type"] in ("reach", "reach_accepted") and ev["actor"] == me:
            if declared != (ev["type"] == "reach_accepted"):
                sys.exit(3)
            declared = ev["type"] == "reach"
    if mode == "mute":
        continue
    if mode == "junk":
        print("not json", flush=True)
        continue
    last = events[-1]
    mine = last.get("actor") == me
    if mode == "reach" and mine and last["type"] == "tsumo":
        answer = {"type": "reach", "actor": me}
    elif mine and last["type"] in ("tsumo", "reach"):
        answer = {"type": "dahai", "actor": me, "pai": drawn, "tsumogiri": True}
    else:
        answer = {"type": "none"}
    print(json.dumps(answer), flush=True)
