#!/usr/bin/env python3
"""Writes daily_dice.txt: the daily game's dice for three dates in every game, computed
independently of the Rust engine from the rule the daily game states: in turn t, roll r, the die
in slot i shows a face that depends on the game, the date, t, r and i alone.

The game's link name (ASCII) is hashed with 64-bit FNV-1a; the day (days since 1970-01-01, UTC)
times 0x9E3779B97F4A7C15 and (t << 16 | r << 8 | i) are mixed in by exclusive or; the word goes
through SplitMix64's finaliser, and the face is 1 + (mixed * faces) >> 64.

Each line: date, game, turn (from 1), roll (from 1), and the five slots' faces.

Run: python3 daily_dice.py > daily_dice.txt
"""
from datetime import date

GAMES = [("classic", 6), ("lucky7", 7), ("tricolor", 6), ("yacht", 6), ("yatzy", 6)]
DATES = [date(2026, 12, 1), date(2027, 1, 15), date(2028, 2, 29)]
TURNS = 15
MASK = (1 << 64) - 1


def face(key, faces, day, turn, roll, slot):
    h = 0xCBF29CE484222325
    for b in key.encode("ascii"):
        h = ((h ^ b) * 0x100000001B3) & MASK
    h ^= (day * 0x9E3779B97F4A7C15) & MASK
    h ^= turn << 16 | roll << 8 | slot
    h = ((h ^ (h >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    h = ((h ^ (h >> 27)) * 0x94D049BB133111EB) & MASK
    h ^= h >> 31
    return 1 + ((h * faces) >> 64)


for d in DATES:
    day = (d - date(1970, 1, 1)).days
    for key, faces in GAMES:
        for turn in range(TURNS):
            for roll in range(3):
                dice = "".join(str(face(key, faces, day, turn, roll, s)) for s in range(5))
                print(f"{d.isoformat()} {key} {turn + 1} {roll + 1} {dice}")
