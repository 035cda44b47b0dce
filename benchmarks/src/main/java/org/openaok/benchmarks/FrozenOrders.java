package org.openaok.benchmarks;

import org.openaok.ai.world.Audience;
import org.openaok.ai.world.Orders;

/**
 * Orders a benchmark gives into nothing: each is refused, so every measured rules pass sees
 * the same world and measures the rules alone.
 */
final class FrozenOrders implements Orders {
    @Override public boolean train(int player, int unit, int[] reserved) { return false; }
    @Override public boolean build(int player, int building, boolean forward, int[] reserved) { return false; }
    @Override public boolean buildWall(int player, int perimeter, int wallType, int[] reserved) { return false; }
    @Override public boolean buildGate(int player, int perimeter, int[] reserved) { return false; }
    @Override public boolean research(int player, int item, int[] reserved) { return false; }
    @Override public void attackNow(int player) { }
    @Override public boolean deleteUnit(int player, int unit) { return false; }
    @Override public boolean deleteBuilding(int player, int building) { return false; }
    @Override public void resign(int player) { }
    @Override public boolean buyCommodity(int player, int commodity) { return false; }
    @Override public boolean sellCommodity(int player, int commodity) { return false; }
    @Override public boolean tribute(int player, int to, int resource, int amount) { return false; }
    @Override public boolean spy(int player, int[] reserved) { return false; }
    @Override public boolean setStance(int player, int toward, int stance) { return false; }
    @Override public void setDifficultyParameter(int player, int parameter, int value) { }
    @Override public void addResource(int player, int resource, int amount) { }
    @Override public void chat(int player, Audience audience, int to, String text, int stringId) { }
    @Override public void taunt(int player, int taunt) { }
    @Override public void enableWallPlacement(int player, int perimeter) { }
    @Override public void clearTributeMemory(int player, int from, int resource) { }
}
