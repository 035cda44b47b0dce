package org.openaok.ai.mind;

import java.util.Arrays;

import org.openaok.ai.lang.ParamKind;
import org.openaok.ai.lang.StrategicNumber;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.Resources;

/**
 * What a computer player remembers between passes: plain data kept in its brain.
 *
 * <ul>
 * <li>which rules are still enabled ({@code disable-self} turns one off);</li>
 * <li>goals 1 to 16000 (the original game's scripts use 1 to 40, UserPatch's 1 to 512);</li>
 * <li>strategic numbers 0 to 511, each starting at its default, stored as the game takes it
 *     ({@link StrategicScaling}); the slots no number has are UserPatch's spare ones;</li>
 * <li>timers 1 to 50 (the original game's scripts use 1 to 10), each off or due at a game time;</li>
 * <li>the last number {@code generate-random-number} drew;</li>
 * <li>the share of each resource's income set aside, and how much is (escrow);</li>
 * <li>taunts heard from each player, a scenario's AI events, signals raised;</li>
 * <li>the stance toward each seat, the difficulty parameters and the doctrine;</li>
 * <li>UserPatch's: its search lists and target ({@link UpMemory}).</li>
 * </ul>
 */
public final class Mind {
    public static final int GOALS = ParamKind.Limits.GOALS_DE;
    public static final int TIMERS = ParamKind.Limits.TIMERS;
    public static final int STRATEGIC_NUMBERS = ParamKind.Limits.STRATEGIC_NUMBERS;
    public static final int TAUNTS = 256;
    public static final int EVENTS = 256;
    public static final int SIGNALS = 256;
    public static final int SEATS = 9;
    /** A timer that is off. */
    static final long OFF = Long.MIN_VALUE;

    final boolean[] enabled;
    final int[] goals = new int[GOALS + 1];
    final int[] sn;
    final long[] timerDue = new long[TIMERS + 1];
    int randomNumber;
    final int[] escrowPercent = new int[Resources.COUNT];
    final int[] escrow = new int[Resources.COUNT];
    final boolean[][] taunts = new boolean[SEATS][TAUNTS];
    final boolean[] events = new boolean[EVENTS];
    final boolean[] signals = new boolean[SIGNALS];
    final int[] stance = new int[SEATS];
    final int[] difficultyParameters = {100, 100};
    int doctrine;
    /** UserPatch's signal values (set-signal sets 1), event values. */
    final int[] signalValues = new int[SIGNALS];
    final int[] eventValues = new int[EVENTS];
    final UpMemory up = new UpMemory();
    private final int difficulty;
    private final boolean scenario;

    /** A fresh mind for a program of {@code rules} rules, at the seat's difficulty. */
    public Mind(int rules, Seat seat) {
        this.difficulty = seat.difficulty();
        this.scenario = seat.scenario();
        enabled = new boolean[rules];
        Arrays.fill(enabled, true);
        Vocabulary v = Vocabulary.standard();
        sn = new int[STRATEGIC_NUMBERS];
        // Defaults go through the same door as a script's values.
        for (StrategicNumber s : v.strategicNumbers()) {
            if (s.id() < STRATEGIC_NUMBERS) sn[s.id()] = s.defaultValue();
        }
        for (int i = 0; i < sn.length; i++) setStrategic(i, sn[i]);
        Arrays.fill(timerDue, OFF);
    }

    // ---- rules

    public boolean enabled(int rule) { return enabled[rule]; }

    public void enable(int rule, boolean on) {
        if (rule >= 0 && rule < enabled.length) enabled[rule] = on;
    }

    public int ruleCount() { return enabled.length; }

    // ---- goals

    /** Goal 1 to 16000; 0 for one out of range. */
    public int goal(int id) { return id >= 1 && id <= GOALS ? goals[id] : 0; }

    public void setGoal(int id, int value) {
        if (id >= 1 && id <= GOALS) goals[id] = value;
    }

    // ---- strategic numbers

    /** A strategic number 0 to 511; 0 for one out of range. */
    public int strategic(int id) { return id >= 0 && id < sn.length ? sn[id] : 0; }

    /** How many strategic numbers there are. */
    public int strategicCount() { return sn.length; }

    /** Sets a strategic number as the game takes it: scaled for the difficulty and kept in range. */
    public void setStrategic(int id, int value) {
        if (id < 0 || id >= sn.length) return;
        boolean doNotScale = sn[StrategicScaling.DO_NOT_SCALE_FOR_DIFFICULTY_LEVEL] == 1;
        sn[id] = StrategicScaling.take(id, value, difficulty, scenario, doNotScale);
    }

    // ---- timers

    /** Arms timer {@code id} to trigger {@code seconds} of game time after {@code nowMs}. */
    public void enableTimer(int id, int seconds, long nowMs) {
        if (id >= 1 && id <= TIMERS) timerDue[id] = nowMs + seconds * 1000L;
    }

    public void disableTimer(int id) {
        if (id >= 1 && id <= TIMERS) timerDue[id] = OFF;
    }

    /** Whether timer {@code id} is armed and due: it stays triggered until disabled. */
    public boolean timerTriggered(int id, long nowMs) {
        if (id < 1 || id > TIMERS) return false;
        long due = timerDue[id];
        return due != OFF && nowMs >= due;
    }

    public boolean timerEnabled(int id) { return id >= 1 && id <= TIMERS && timerDue[id] != OFF; }

    /** When timer {@code id} is due, in game milliseconds, or -1 when it is off. */
    public long timerDue(int id) { return id >= 1 && id <= TIMERS && timerDue[id] != OFF ? timerDue[id] : -1; }

    // ---- the random number, escrow, doctrine

    public int randomNumber() { return randomNumber; }

    public int escrowPercent(int resource) { return escrowPercent[resource]; }

    public void setEscrowPercent(int resource, int percent) {
        escrowPercent[resource] = Math.max(0, Math.min(100, percent));
    }

    /** How much of a resource is set aside. */
    public int escrow(int resource) { return escrow[resource]; }

    /** The escrow, per resource: what plain can-train and train may not spend. Not a copy. */
    int[] escrowView() { return escrow; }

    public void releaseEscrow(int resource) { escrow[resource] = 0; }

    /** Sets aside the escrow share of {@code income}, as a pass does. */
    public void takeEscrow(int resource, int income) {
        if (income > 0) escrow[resource] += (int) ((long) income * escrowPercent[resource] / 100);
    }

    /** Keeps the escrow within the stockpile it is part of. */
    public void limitEscrow(int resource, int stockpile) {
        escrow[resource] = Math.max(0, Math.min(escrow[resource], stockpile));
    }

    public int doctrine() { return doctrine; }

    public int difficultyParameter(int id) { return difficultyParameters[id]; }

    // ---- taunts, events, signals, stance

    public boolean tauntHeard(int from, int taunt) { return taunts[from][taunt]; }

    /** A taunt reached this player. */
    public void hearTaunt(int from, int taunt) {
        if (from >= 0 && from < SEATS && taunt > 0 && taunt < TAUNTS) taunts[from][taunt] = true;
    }

    public boolean event(int id) { return events[id]; }

    /** A scenario's AI goal effect (trigger event) reached this player. */
    public void raiseEvent(int id) {
        if (id >= 0 && id < EVENTS) events[id] = true;
    }

    public boolean signal(int id) { return signals[id]; }

    /** Clears a signal once a scenario trigger has seen it. */
    public void clearSignal(int id) {
        if (id >= 0 && id < SIGNALS) {
            signals[id] = false;
            signalValues[id] = 0;
        }
    }

    /** The player's stance toward a seat, as of the last pass. */
    public int stance(int seat) { return stance[seat]; }

    public int difficulty() { return difficulty; }

    /** A copy of goals 1 to 512 (index 0 unused): the original game's and UserPatch's. */
    public int[] goals() { return Arrays.copyOf(goals, ParamKind.Limits.GOALS_UP + 1); }

    /** A copy of every goal, 1 to 16000 (index 0 unused). */
    public int[] allGoals() { return goals.clone(); }

    /** UserPatch's search lists, target and the rest of its memory. */
    public UpMemory up() { return up; }

    /** A signal's value (set-signal: 1; UserPatch's up-set-signal: any). */
    public int signalValue(int id) { return id >= 0 && id < SIGNALS ? signalValues[id] : 0; }

    /** A copy of every strategic number. */
    public int[] strategicNumbers() { return sn.clone(); }
}
