package org.openaok.game;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.openaok.api.data.GameData;
import org.openaok.api.screen.ScreenRenderer;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkUtil;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * What the components that open game windows share: they follow the screen renderers as they come
 * and go (a departing renderer's windows close before its unregistration returns), and the map
 * data for the ground's colours.
 */
abstract class ScreenUser {
    final Screens screens = new Screens();
    final Set<Session> sessions = ConcurrentHashMap.newKeySet();

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    volatile GameData data;

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    void addScreenRenderer(ScreenRenderer r, Map<String, Object> properties) {
        Object ranking = properties.get(Constants.SERVICE_RANKING);
        Object id = properties.get("renderer");
        long serviceId = ((Number) properties.get(Constants.SERVICE_ID)).longValue();
        Bundle b = FrameworkUtil.getBundle(r.getClass());
        screens.add(new Screens.Entry(r, id == null ? "?" : id.toString(), serviceId, ranking instanceof Integer i ? i : 0,
                b == null ? "?" : b.getSymbolicName() + " " + b.getVersion() + " [bundle " + b.getBundleId() + "]"));
        for (Session s : sessions) s.renderersChanged();
    }

    void removeScreenRenderer(ScreenRenderer r) {
        screens.remove(r);
        for (Session s : sessions) s.rendererGone(r);
    }

    /** Outside a framework (tests): a renderer added by hand. */
    void addForTest(ScreenRenderer r) {
        screens.add(new Screens.Entry(r, r.id(), 1, 0, "test"));
    }

    int run(Session s) {
        sessions.add(s);
        try {
            return s.run();
        } finally {
            sessions.remove(s);
        }
    }

    @Deactivate
    void deactivate() {
        for (Session s : sessions) s.stop();
    }
}
