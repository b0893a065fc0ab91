#!/usr/bin/env python3
"""Writes tricolor_scores.txt: the score of every multiset of five six-sided dice in every box of
Tricolor (Kismet), computed independently of the Rust engine straight from the rules of seed 003
and, where the seed is silent, Kismet's published rules:

- faces 1 and 6 are white, 2 and 5 red, 3 and 4 green;
- Two Pair Same Colour: two pairs whose four dice share a colour; a pair is two dice of one face,
  so four of a kind is two pairs; scores the total of all dice;
- Three of a Kind: total; Straight: five in a row, 30; Flush: all one colour, 35;
- Full House: three of one face and two of another, total + 15;
- Full House Same Colour: a full house all of one colour, total + 20;
- Four of a Kind: total + 25; Kismet: five of a kind, total + 50; Chance: total.

The last two columns are Full House and Full House Same Colour under the house rule that five of
a kind also counts as a full house.

Run: python3 tricolor_scores.py > tricolor_scores.txt
"""
from itertools import combinations_with_replacement
from collections import Counter

BOXES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Two Pair Same Colour",
         "Three of a Kind", "Straight", "Flush", "Full House", "Full House Same Colour",
         "Four of a Kind", "Kismet", "Chance"]
COLOUR = {1: "white", 6: "white", 2: "red", 5: "red", 3: "green", 4: "green"}


def two_pair_same_colour(c):
    faces = range(1, 7)
    for f in faces:
        for g in faces:
            if g < f or COLOUR[f] != COLOUR[g]:
                continue
            if f == g and c[f] >= 4:
                return True
            if f != g and c[f] >= 2 and c[g] >= 2:
                return True
    return False


def scores(dice):
    c = Counter(dice)
    total = sum(dice)
    kinds = sorted(c.values())
    flush = len({COLOUR[d] for d in dice}) == 1
    full = kinds == [2, 3]
    house_full = kinds in ([2, 3], [5])
    row = [face * c[face] for face in range(1, 7)]
    row.append(total if two_pair_same_colour(c) else 0)
    row.append(total if max(kinds) >= 3 else 0)
    row.append(30 if sorted(dice) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]) else 0)
    row.append(35 if flush else 0)
    row.append(total + 15 if full else 0)
    row.append(total + 20 if full and flush else 0)
    row.append(total + 25 if max(kinds) >= 4 else 0)
    row.append(total + 50 if kinds == [5] else 0)
    row.append(total)
    row.append(total + 15 if house_full else 0)
    row.append(total + 20 if house_full and flush else 0)
    return row


print("# dice | " + " | ".join(BOXES)
      + " | Full House, Full House Same Colour (five of a kind counts)")
for dice in combinations_with_replacement(range(1, 7), 5):
    print("".join(map(str, dice)) + " " + " ".join(map(str, scores(dice))))
