"""The names 0 A.D.'s public mod defines (templates, actors, terrain textures, civilisations),
read from an installed game: Debian's 0ad-data ships the mod as one zip, other installs unpacked."""
import os
import zipfile

# where installs keep the public mod: Debian's package first
PLACES = [
    "/usr/share/games/0ad/mods/public/public.zip",
    "/usr/share/games/0ad/mods/public",
    "/usr/share/0ad/data/mods/public",
    "/usr/local/share/0ad/mods/public",
]


def find(explicit=None):
    """The public mod (a zip or a folder), or None."""
    for p in ([explicit] if explicit else []) + PLACES:
        if p and os.path.exists(p):
            if os.path.isdir(p) and os.path.exists(os.path.join(p, "public.zip")):
                return os.path.join(p, "public.zip")
            return p
    return None


def files(mod):
    """Every file path in the mod, relative to it, with / between folders."""
    if os.path.isfile(mod):
        with zipfile.ZipFile(mod) as z:
            return [n for n in z.namelist() if not n.endswith("/")]
    out = []
    for root, _, names in os.walk(mod):
        for n in names:
            out.append(os.path.relpath(os.path.join(root, n), mod).replace(os.sep, "/"))
    return out


def names(mod):
    """{'templates', 'actors', 'textures', 'civs'}: sets of the names maps may use.

    A template is simulation/templates/NAME.xml; an actor entity is actor|PATH for
    art/actors/PATH; a terrain texture is the file name of art/terrains/**/NAME.xml (each
    folder's terrains.xml holds the folder's shared settings, not a texture); a civilisation is
    simulation/data/civs/NAME.json."""
    out = {"templates": set(), "actors": set(), "textures": set(), "civs": set()}
    for f in files(mod):
        if not f.endswith(".xml") and not f.endswith(".json"):
            continue
        if f.startswith("simulation/templates/") and f.endswith(".xml"):
            out["templates"].add(f[len("simulation/templates/"):-4])
        elif f.startswith("art/actors/") and f.endswith(".xml"):
            out["actors"].add("actor|" + f[len("art/actors/"):])
        elif f.startswith("art/terrains/") and f.endswith(".xml") and not f.endswith("/terrains.xml"):
            out["textures"].add(f.rsplit("/", 1)[1][:-4])
        elif f.startswith("simulation/data/civs/") and f.endswith(".json"):
            out["civs"].add(f.rsplit("/", 1)[1][:-5])
    return out


def has_template(known, name):
    """Whether a map's template name is one the game has (templates, or actor|... entities)."""
    return name in known["templates"] or name in known["actors"]
