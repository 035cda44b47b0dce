package org.openaok.ai.mind;

/**
 * The filters UserPatch's searches apply, -1 where one is off: a distance from the target
 * point, a garrison count, command, action and order ids to take or to refuse, a class to
 * refuse, the mainland, and the status the status searches look for (ready, by default) in the
 * active or inactive list.
 */
final class SearchFilters {
    int minDistance, maxDistance, minGarrison, maxGarrison;
    int includeCmd, includeAction, includeOrder, mainland;
    int excludeCmd, excludeAction, excludeOrder, excludeClass;
    int status, list;

    SearchFilters() { reset(); }

    void reset() {
        minDistance = maxDistance = minGarrison = maxGarrison = -1;
        includeCmd = includeAction = includeOrder = mainland = -1;
        excludeCmd = excludeAction = excludeOrder = excludeClass = -1;
        status = 2;
        list = 0;
    }
}
