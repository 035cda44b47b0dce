package org.openaok.ai.play.internal;

/**
 * UserPatch's standing orders to the town that change what the seat's units do (up-retask-gatherers,
 * up-drop-resources, up-assign-builders, up-gather-inside, up-request-hunters, the target
 * priorities, up-send-scout and up-reset-scouts, up-reset-building, up-delete-distant-farms, the retreats and disbanding, up-set-placement-data): each is a small concept of its own; the rules
 * pass gives them through {@link TownStanding}, and the executor lets them act once a think
 * ({@link #run}) after the census and before its own economy, so what they free or send is seen
 * by the economy of the same think.
 */
final class StandingOrders {
    final Retasking retasking;
    final DropRequests drops;
    final BuilderQuota builders;
    final HeldInside heldInside;
    final HunterRequest hunters;
    final TargetPriorities priorities;
    final ScoutMethods scouts;
    final BuildingResets resets;
    final DistantFarms farms;
    final Retreats retreats;
    final PlacementControl placement;
    /** The seat's view of kinds (types, lines, classes), set once its brain is made. */
    KnownObjects objects;

    StandingOrders(Seat seat) {
        drops = new DropRequests(seat, this);
        retasking = new Retasking(seat, this);
        builders = new BuilderQuota(seat, this);
        heldInside = new HeldInside(seat, this);
        hunters = new HunterRequest(seat);
        priorities = new TargetPriorities(seat);
        priorities.orders(this);
        scouts = new ScoutMethods(seat);
        resets = new BuildingResets(seat, this);
        farms = new DistantFarms(seat);
        retreats = new Retreats(seat);
        retreats.orders(this);
        placement = new PlacementControl(seat);
        placement.orders(this);
    }

    void run() {
        retasking.run();
        heldInside.run();
        builders.run();
        hunters.run();
        placement.run();
    }

    /** Whether a thing is of a UserPatch kind (a type, a line or a class). */
    boolean is(int id, int kind) { return objects != null && objects.is(id, kind); }
}
