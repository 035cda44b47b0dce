package org.openaok.api.generate;

/**
 * The outcome of one self-check of a generated map.
 *
 * @param name   what was checked, e.g. {@code continents-are-one}
 * @param passed whether the map passed
 * @param detail what was found, for a person
 */
public record CheckResult(String name, boolean passed, String detail) {
    public static CheckResult pass(String name, String detail) { return new CheckResult(name, true, detail); }

    public static CheckResult fail(String name, String detail) { return new CheckResult(name, false, detail); }
}
