#!/usr/bin/env python3
"""An external OpenAoK map generator, as a third party would write one.

OpenAoK runs it with the request as JSON on standard input:
    {"size": 120, "levels": 0, "seed": 5, "players": 2, "teams": [0, 0], "map": "...", "options": {...}}
and reads 0 A.D. map data from standard output (see README, "External generators"): a size in
whole 16-tile patches, (size+1)^2 corner heights, entity positions in tiles and ids from 150.

This one makes an island per player in a sea, each with a town centre, a gold mine and trees.
It uses its own little random generator so the same seed gives the same map on every machine.
"""
import json
import sys

request = json.load(sys.stdin)
# 0 A.D. takes whole patches of 16 tiles: round the size asked for up to one
size = -(-int(request["size"]) // 16) * 16
players = int(request["players"])
state = (int(request["seed"]) * 6364136223846793005 + 1442695040888963407) % 2**64


def rand(n):
    """A number in [0, n) from a 64-bit linear congruential generator."""
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return (state >> 33) % n


# textures as OpenAoK's 0 A.D. mapping names them: 0 deep sea, 1 shallows, 2 beach, 3 grass
textures = ["medit_sea_depths", "sand_wet_a", "medit_sand_wet", "temp_grass_long"]
heights = [1104, 1794, 1886, 2024]
tiles = [0] * (size * size)

# island centres evenly round a ring, a fixed integer table of bearings (eighths of a turn)
ring = [(1000, 0), (707, 707), (0, 1000), (-707, 707), (-1000, 0), (-707, -707), (0, -1000), (707, -707)]
centres = []
offset = rand(8)
for p in range(players):
    cx, cy = ring[(offset + p * 8 // players) % 8]
    centres.append((size // 2 + cx * size * 3 // 10000, size // 2 + cy * size * 3 // 10000))

radius = max(6, size // (2 * players + 2))
for y in range(size):
    for x in range(size):
        best = min((x - cx) ** 2 + (y - cy) ** 2 for cx, cy in centres)
        wobble = rand(5)
        if best <= (radius - 2) ** 2 + wobble * radius:
            tiles[y * size + x] = 3
        elif best <= radius ** 2 + wobble * radius:
            tiles[y * size + x] = 2
        elif best <= (radius + 3) ** 2:
            tiles[y * size + x] = 1

entities = []


def place(template, player, x, y):
    """An entity in the middle of tile (x, y); 0 A.D. keeps ids below 150 for itself."""
    entities.append({"id": 150 + len(entities), "templateName": template, "player": player,
                     "position": {"x": x + 0.5, "y": 0, "z": y + 0.5},
                     "rotation": {"x": 0, "y": 0, "z": 0}})


for p, (cx, cy) in enumerate(centres, start=1):
    place("structures/athen/civil_centre", p, cx, cy)
    place("gaia/ore/temperate_small", 0, cx + 6, cy)
    for k in range(8):
        place("gaia/tree/oak", 0, cx - 6 + rand(3), cy - 4 + k)


def corner(cx, cy):
    """A corner's height: the mean of the tiles that meet there."""
    near = [heights[tiles[y * size + x]] for y in (cy - 1, cy) for x in (cx - 1, cx) if 0 <= x < size and 0 <= y < size]
    return sum(near) // len(near)


json.dump({"size": size, "height": [corner(x, y) for y in range(size + 1) for x in range(size + 1)], "seaLevel": 20,
           "textureNames": textures, "tileData": {"index": tiles, "priority": [0] * len(tiles)}, "entities": entities},
          sys.stdout)
