package org.openaok.drs;

/**
 * One file in a DRS archive.
 *
 * @param type   the table's file type, e.g. {@code bin}, {@code slp}, {@code wav}
 * @param id     the entry's resource id
 * @param offset where its bytes start in the archive
 * @param size   how many bytes it has
 */
public record DrsEntry(String type, int id, int offset, int size) {}
