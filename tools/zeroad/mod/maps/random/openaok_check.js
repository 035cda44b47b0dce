// OpenAoK's real-client check, run inside 0 A.D. as a trigger script (tools/zeroad/check).
// When the game starts, before anything moves, it compares every entity of the exported map with
// what the engine made of it: there, at the map's position, with the map's owner, on the map and
// not in its off-world edge, and on ground it may stand on (fish and ships in water, trees,
// mines and buildings on dry land, land units no deeper than they may wade). After the given
// number of turns it checks the players' Town Centers again and ends the game, once nothing has
// moved for a few turns (see OpenAoKCheckEnd). It reports on
// standard output, one line each, prefixed "OPENAOK-CHECK ": every problem as it is found (so a
// game that goes on to crash has said them; the engine drops longer lines), the counts when the
// placement is checked, the players' state at the end.

var g_OpenAoKCheck = {
	// turns to play before the game is ended (200 ms of game time each); the check script
	// rewrites this line
	"turns": 1000,
	// the engine's off-world edge of a square map, in tiles (CCmpPathfinder's edgeSize)
	"edgeTiles": 3,
	// how deep land units may wade and how deep ships need water (simulation/data/pathfinder.xml)
	"maxWadingDepth": 2,
	"minShipDepth": 1,
	// turns played with nothing moving before the game ends (see OpenAoKCheckEnd)
	"stillTurns": 3,
	// problems reported one by one; past this many only counted
	"maxProblems": 200,
	"problems": 0,
	"townCenters": []
};

function OpenAoKReport(kind, data)
{
	print("OPENAOK-CHECK " + JSON.stringify(Object.assign({ "kind": kind }, data)) + "\n");
}

function OpenAoKProblem(text)
{
	if (g_OpenAoKCheck.problems++ < g_OpenAoKCheck.maxProblems)
		OpenAoKReport("problem", { "text": text.substring(0, 1000) });
}

Trigger.prototype.OpenAoKCheckPlacement = function()
{
	const check = g_OpenAoKCheck;
	const map = Engine.ReadJSONFile("simulation/data/openaok/map.json");
	const size = map.size * 4;
	const edge = check.edgeTiles * 4;
	const cmpTerrain = Engine.QueryInterface(SYSTEM_ENTITY, IID_Terrain);
	const cmpWater = Engine.QueryInterface(SYSTEM_ENTITY, IID_WaterManager);
	const cmpTemplates = Engine.QueryInterface(SYSTEM_ENTITY, IID_TemplateManager);
	const counts = { "entities": 0, "fish": 0, "ships": 0, "units": 0, "static": 0 };
	const civs = {};
	for (let p = 1; p < TriggerHelper.GetNumberOfPlayers(); ++p)
		civs[p] = QueryPlayerIDInterface(p, IID_Identity).GetCiv();

	for (const e of map.entities)
	{
		const where = "entity " + e.id + " (" + e.templateName + ", player " + e.player + ")";
		const x = e.position.x * 4;
		const z = e.position.z * 4;
		if (x < 0 || z < 0 || x >= size || z >= size)
		{
			OpenAoKProblem(where + " is off the map at (" + x + ", " + z + ") m; the map is " + size + " m across");
			continue;
		}
		if (x < edge || z < edge || x >= size - edge || z >= size - edge)
			OpenAoKProblem(where + " stands in the map's off-world edge at (" + x + ", " + z + ") m");
		if (cmpTemplates.GetCurrentTemplateName(e.id) != e.templateName)
		{
			OpenAoKProblem(where + " is not in the game (the engine has " + cmpTemplates.GetCurrentTemplateName(e.id) + ")");
			continue;
		}
		++counts.entities;
		const cmpPosition = Engine.QueryInterface(e.id, IID_Position);
		if (!cmpPosition || !cmpPosition.IsInWorld())
		{
			OpenAoKProblem(where + " is not in the world");
			continue;
		}
		const pos = cmpPosition.GetPosition2D();
		if (Math.abs(pos.x - x) > 0.01 || Math.abs(pos.y - z) > 0.01)
			OpenAoKProblem(where + " stands at (" + pos.x + ", " + pos.y + ") m, not at the map's (" + x + ", " + z + ") m");
		const cmpOwnership = Engine.QueryInterface(e.id, IID_Ownership);
		if (cmpOwnership && cmpOwnership.GetOwner() != e.player)
			OpenAoKProblem(where + " belongs to player " + cmpOwnership.GetOwner() + " in the game");
		const civ = /^(?:units|structures)\/([a-z]+)\//.exec(e.templateName);
		if (civ && e.player > 0 && civs[e.player] != civ[1])
			OpenAoKProblem(where + " is of civilisation " + civ[1] + " but player " + e.player + " plays " + civs[e.player]);

		const depth = cmpWater.GetWaterLevel(pos.x, pos.y) - cmpTerrain.GetGroundLevel(pos.x, pos.y);
		const cmpSupply = Engine.QueryInterface(e.id, IID_ResourceSupply);
		const cmpMotion = Engine.QueryInterface(e.id, IID_UnitMotion);
		const cmpIdentity = Engine.QueryInterface(e.id, IID_Identity);
		const passability = cmpMotion ? cmpMotion.GetPassabilityClassName() : "";
		const metres = Math.round(depth * 100) / 100;
		if (cmpSupply && cmpSupply.GetType().specific == "fish")
		{
			++counts.fish;
			if (depth <= 0)
				OpenAoKProblem(where + " is a fish on land (water " + metres + " m deep)");
		}
		else if (passability.startsWith("ship"))
		{
			++counts.ships;
			if (depth < check.minShipDepth)
				OpenAoKProblem(where + " is a ship in water " + metres + " m deep (it needs " + check.minShipDepth + " m)");
		}
		else if (passability == "unrestricted")
			++counts.units; // flies
		else if (cmpMotion)
		{
			++counts.units;
			if (depth > check.maxWadingDepth)
				OpenAoKProblem(where + " is a land unit in water " + metres + " m deep");
		}
		else
		{
			++counts.static;
			if (depth > 0)
				OpenAoKProblem(where + " stands in water " + metres + " m deep");
		}
		if (cmpIdentity && cmpIdentity.HasClass("CivCentre") && e.player > 0)
			check.townCenters.push({ "id": e.id, "player": e.player, "x": x, "z": z });
	}
	// the terrain as the engine made it: the map's height at every tile corner
	let wrongHeights = 0;
	for (let j = 0; j <= map.size; ++j)
		for (let i = 0; i <= map.size; ++i)
		{
			const want = map.height[j * (map.size + 1) + i] / 92;
			const got = cmpTerrain.GetGroundLevel(Math.min(i * 4, size - 0.001), Math.min(j * 4, size - 0.001));
			if (Math.abs(got - want) > 0.05 && wrongHeights++ < 5)
				OpenAoKProblem("the ground at corner (" + i + ", " + j + ") is " + got + " m high, not the map's " + want + " m");
		}
	if (wrongHeights > 5)
		OpenAoKProblem("... and " + (wrongHeights - 5) + " more corners stand at other heights than the map's");
	OpenAoKReport("placement", { "counts": counts, "civs": civs, "townCenters": check.townCenters.length,
		"mapSize": cmpTerrain.GetMapSize(), "problems": check.problems });
	this.DoAfterDelay(check.turns * 200, "OpenAoKCheckEnd", {});
};

Trigger.prototype.OpenAoKCheckEnd = function()
{
	const check = g_OpenAoKCheck;
	for (const tc of check.townCenters)
	{
		const where = "player " + tc.player + "'s Town Center (entity " + tc.id + ")";
		const cmpPosition = Engine.QueryInterface(tc.id, IID_Position);
		if (!cmpPosition || !cmpPosition.IsInWorld())
		{
			OpenAoKProblem(where + " is gone after " + check.turns + " turns");
			continue;
		}
		const pos = cmpPosition.GetPosition2D();
		if (Math.abs(pos.x - tc.x) > 0.01 || Math.abs(pos.y - tc.z) > 0.01)
			OpenAoKProblem(where + " stands at (" + pos.x + ", " + pos.y + ") m, not where the map put it, (" + tc.x + ", " + tc.z + ") m");
		const owner = Engine.QueryInterface(tc.id, IID_Ownership).GetOwner();
		if (owner != tc.player)
			OpenAoKProblem(where + " belongs to player " + owner + " after " + check.turns + " turns");
	}
	const players = [];
	for (let p = 1; p < TriggerHelper.GetNumberOfPlayers(); ++p)
	{
		const stats = QueryPlayerIDInterface(p, IID_StatisticsTracker).GetStatistics();
		players.push({
			"player": p,
			"civ": QueryPlayerIDInterface(p, IID_Identity).GetCiv(),
			"state": QueryPlayerIDInterface(p).GetState(),
			"unitsTrained": stats.unitsTrained.total,
			"buildingsConstructed": stats.buildingsConstructed.total,
			"population": stats.populationCount
		});
	}
	OpenAoKReport("end", { "turns": check.turns, "players": players, "problems": check.problems });
	// The non-visual engine quits in the turn the game ends, while the paths asked for in that
	// turn are still being found on the task manager's threads; 0.0.26's pathfinder does not wait
	// for them when it is destroyed (CCmpPathfinder::Deinit only cancels tasks not yet started),
	// so they write into freed memory and the engine aborts on exit ("corrupted double-linked
	// list") wherever many paths are long to find, as among dense woods. So nothing moves for
	// the last turns: every unit is taken off the map, no building trains, and only then the
	// game ends.
	OpenAoKStill();
	this.DoAfterDelay(check.stillTurns * 200, "OpenAoKCheckQuit", {});
};

function OpenAoKStill()
{
	for (const ent of Engine.GetEntitiesWithInterface(IID_ProductionQueue))
		Engine.QueryInterface(ent, IID_ProductionQueue).ResetQueue();
	for (const ent of Engine.GetEntitiesWithInterface(IID_UnitMotion))
		Engine.DestroyEntity(ent);
}

Trigger.prototype.OpenAoKCheckQuit = function()
{
	// anything that came out of a building since
	OpenAoKStill();
	// end the game: with no active player left the non-visual engine quits
	for (let p = 1; p < TriggerHelper.GetNumberOfPlayers(); ++p)
		QueryPlayerIDInterface(p).SetState("won", undefined);
};

{
	const cmpTrigger = Engine.QueryInterface(SYSTEM_ENTITY, IID_Trigger);
	cmpTrigger.RegisterTrigger("OnInitGame", "OpenAoKCheckPlacement", { "enabled": true });
}
