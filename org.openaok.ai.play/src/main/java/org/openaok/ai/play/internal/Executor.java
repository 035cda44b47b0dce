package org.openaok.ai.play.internal;

/**
 * The executor: the work the scripts leave to the game, in its fixed order each think (the
 * census taken afresh, the news, the economy, who explores, relics, the army, the navy, the
 * exploring itself).
 */
final class Executor {
    final Seat seat;
    final Allies shared;
    final News news;
    final Placement placement;
    final Economy economy;
    final Scouting scouting;
    final Relics relics;
    final Military military;
    final Navy navy;
    final Walls walls;
    final Predators predators;
    /** UserPatch's standing orders that act on the units (up-retask-gatherers ...). */
    final StandingOrders standing;

    Executor(Seat seat, Allies shared) {
        this.seat = seat;
        this.shared = shared;
        seat.executor = this;
        news = new News(seat);
        placement = new Placement(seat);
        economy = new Economy(seat);
        scouting = new Scouting(seat);
        relics = new Relics(seat);
        military = new Military(seat);
        navy = new Navy(seat);
        walls = new Walls(seat);
        predators = new Predators(seat);
        standing = new StandingOrders(seat);
    }

    void run() {
        // the rules' own orders this pass may have taken things out
        seat.census.take(seat);
        standing.run();
        predators.run();
        economy.run();
        scouting.claim();
        relics.run();
        military.run();
        navy.run();
        scouting.run();
    }
}
