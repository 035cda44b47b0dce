package org.openaok.mapgen.stages.grow;

/** Which tiles a growing clump may take now. */
@FunctionalInterface
public interface Ground {
    boolean open(int tile);
}
