package org.interflow.io.results;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.interflow.model.units.TimeScale;

/**
 * A streaming writer of a timeline in the Chrome trace-event JSON format, which Perfetto
 * (ui.perfetto.dev) and {@code chrome://tracing} open: processes ({@code pid}) hold threads
 * ({@code tid}), and each thread shows a row of named spans. A run maps, for example, a job to a
 * process and a task (or a server) to a thread, and writes one complete event per compute or
 * communication interval.
 *
 * <p>The file is one JSON object, one event per line:
 *
 * <pre>{@code
 * {"traceEvents":[
 * {"name":"process_name","ph":"M","pid":0,"args":{"name":"job 0"}},
 * {"name":"compute","cat":"task","ph":"X","ts":1.500000,"dur":0.000001,"pid":0,"tid":3}
 * ],"displayTimeUnit":"ns"}
 * }</pre>
 *
 * <p>Times are given in picoseconds and written in the format's microseconds with exactly six
 * decimals, so they are exact (1 ps = 0.000001 us) and the same events always give the same
 * bytes. Events are written in the order they are given: for canonical output the caller emits
 * them in a canonical order (for example by process, thread, then start). Output is buffered
 * (64 KiB) and nothing is kept per event, so millions of events cost no memory.
 *
 * <p>Format: "Trace Event Format", Google, 2016 (docs.google.com/document/d/1CvAClvFfyA5R-PhYUmn5OOQtYMH4h6I0nSsKchNAySU).
 */
public final class ChromeTrace implements AutoCloseable {
  private static final byte[] HEADER = "{\"traceEvents\":[".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] FOOTER = "],\"displayTimeUnit\":\"ns\"}\n".getBytes(StandardCharsets.US_ASCII);
  // the constant parts of a complete event, encoded once
  private static final byte[] FIRST = encoded("\n");
  private static final byte[] NEXT = encoded(",\n");
  private static final byte[] NAME = encoded("{\"name\":");
  private static final byte[] CAT = encoded(",\"cat\":");
  private static final byte[] PH_X_TS = encoded(",\"ph\":\"X\",\"ts\":");
  private static final byte[] DUR = encoded(",\"dur\":");
  private static final byte[] PID = encoded(",\"pid\":");
  private static final byte[] TID = encoded(",\"tid\":");
  private static final byte[] END = encoded("}");

  private final Path file;
  private final AsciiOutput out;
  /** Time units (picoseconds, or a run's ticks) per microsecond, a power of ten, and its digits after the point. */
  private final long unitsPerMicro;
  private final int decimals;
  private long events;
  private boolean closed;
  // Name and category pairs written lately, with the encoded start of their events: runs repeat a
  // few names (spans often alternate between two), so a few entries, replaced round-robin, serve
  // nearly all.
  private final String[] cachedName = new String[8];
  private final String[] cachedCategory = new String[8];
  private final byte[][] cachedHead = new byte[8][];
  private int nextCached;

  /** Opens {@code file} for writing (replacing it) and writes the opening of the event list; times are picoseconds. */
  public ChromeTrace(Path file) { this(file, TimeScale.PICOSECONDS); }

  /**
   * As {@link #ChromeTrace(Path)}, with times in ticks of {@code scale} (whose tick must divide a
   * microsecond by a power of ten: 1ps, 10ps, ..., 1ns, ..., 1us), for runs longer than picoseconds
   * can count (a job log of months at 1 ns). Written exactly, with as many decimals as the tick needs.
   */
  public ChromeTrace(Path file, TimeScale scale) {
    long perMicro = 1_000_000 / Math.max(1, scale.picosPerTick());
    int digits = Long.toString(perMicro).length() - 1;
    if (perMicro * scale.picosPerTick() != 1_000_000 || perMicro != (long) Math.pow(10, digits)) {
      throw new IllegalArgumentException("a trace's tick must divide 1us by a power of ten, got " + scale);
    }
    this.file = file;
    this.unitsPerMicro = perMicro;
    this.decimals = digits;
    this.out = new AsciiOutput(file);
    raw(HEADER);
  }

  /** Names process {@code pid} (a row group in the viewer). */
  public ChromeTrace processName(int pid, String name) {
    begin().ascii("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":").number(pid);
    return ascii(",\"args\":{\"name\":").string(name).ascii("}}");
  }

  /** Names thread {@code tid} of process {@code pid} (one row in the viewer). */
  public ChromeTrace threadName(int pid, int tid, String name) {
    begin().ascii("{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":").number(pid).ascii(",\"tid\":").number(tid);
    return ascii(",\"args\":{\"name\":").string(name).ascii("}}");
  }

  /** Places process {@code pid} at {@code sortIndex} among processes (viewers otherwise sort by name or pid). */
  public ChromeTrace processSortIndex(int pid, int sortIndex) {
    begin().ascii("{\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":").number(pid);
    return ascii(",\"args\":{\"sort_index\":").number(sortIndex).ascii("}}");
  }

  /** Places thread {@code tid} at {@code sortIndex} among the threads of process {@code pid}. */
  public ChromeTrace threadSortIndex(int pid, int tid, int sortIndex) {
    begin().ascii("{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":").number(pid).ascii(",\"tid\":").number(tid);
    return ascii(",\"args\":{\"sort_index\":").number(sortIndex).ascii("}}");
  }

  /**
   * A span: thread {@code tid} of process {@code pid} was in state {@code name} from
   * {@code startPs} for {@code durationPs} picoseconds (ticks of its TimeScale for a trace made
   * with one). A zero duration is allowed (an instant).
   *
   * @param category the event's {@code cat}, used by viewers to filter (e.g. "task")
   * @throws IllegalArgumentException if {@code startPs} or {@code durationPs} is negative
   */
  public ChromeTrace complete(String name, String category, long startPs, long durationPs, int pid, int tid) {
    if (startPs < 0 || durationPs < 0) {
      throw new IllegalArgumentException("negative time in event '" + name + "': start " + startPs + " ps, duration " + durationPs + " ps");
    }
    if (closed) throw new IllegalStateException(file + " is already closed");
    byte[] head = headCached(name, category);
    if (events++ == 0) {
      raw(FIRST);
      out.bytes(head, NEXT.length, head.length - NEXT.length);
    } else {
      raw(head);
    }
    microseconds(startPs).raw(DUR).microseconds(durationPs);
    return raw(PID).number(pid).raw(TID).number(tid).raw(END);
  }

  /**
   * The constant start of a complete event with this name and category, up to its {@code ts}
   * value, after the separator from the previous event ({@code ,\n{"name":...,"ts":}): from the
   * cache of recent pairs when it is there (by identity or equality: callers may build an equal
   * name per event); O(cache size).
   */
  private byte[] headCached(String name, String category) {
    for (int i = 0; i < cachedName.length; i++) {
      String n = cachedName[i];
      if (n == null) break;
      String c = cachedCategory[i];
      if ((n == name || n.equals(name)) && (c == category || c.equals(category))) return cachedHead[i];
    }
    byte[] nameBytes = escaped(name);
    byte[] categoryBytes = escaped(category);
    byte[] head = new byte[NEXT.length + NAME.length + nameBytes.length + CAT.length + categoryBytes.length + PH_X_TS.length];
    int at = 0;
    for (byte[] part : new byte[][] {NEXT, NAME, nameBytes, CAT, categoryBytes, PH_X_TS}) {
      System.arraycopy(part, 0, head, at, part.length);
      at += part.length;
    }
    cachedName[nextCached] = name;
    cachedCategory[nextCached] = category;
    cachedHead[nextCached] = head;
    nextCached = (nextCached + 1) % cachedName.length;
    return head;
  }

  /**
   * A counter sample (a line graph in the viewer): series {@code name} of process {@code pid} is
   * {@code value} from {@code time} (same unit as spans) until its next sample.
   */
  public ChromeTrace counter(String name, long time, int pid, long value) {
    if (time < 0) throw new IllegalArgumentException("negative time in counter '" + name + "': " + time);
    begin().ascii("{\"name\":").string(name).ascii(",\"ph\":\"C\",\"ts\":").microseconds(time);
    return ascii(",\"pid\":").number(pid).ascii(",\"args\":{\"value\":").number(value).ascii("}}");
  }

  /** Events written so far, metadata included. */
  public long events() { return events; }

  /** Writes the closing of the JSON object and closes the file; later calls do nothing. */
  @Override
  public void close() {
    if (closed) return;
    if (events > 0) ascii("\n");
    raw(FOOTER);
    closed = true;
    out.close();
  }

  private ChromeTrace begin() {
    if (closed) throw new IllegalStateException(file + " is already closed");
    raw(events++ == 0 ? FIRST : NEXT);
    return this;
  }

  /** A JSON string literal, quotes included, in UTF-8; control characters, quotes and backslashes escaped. */
  private static byte[] escaped(String s) {
    StringBuilder b = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c == '\n') b.append("\\n");
      else if (c == '\t') b.append("\\t");
      else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString().getBytes(StandardCharsets.UTF_8);
  }

  private ChromeTrace string(String s) { return raw(escaped(s)); }

  private static byte[] encoded(String s) { return s.getBytes(StandardCharsets.US_ASCII); }

  /** A time in this trace's unit as microseconds, exactly (six decimals for picoseconds). */
  private ChromeTrace microseconds(long time) {
    long us = time / unitsPerMicro;
    out.number(us);
    if (decimals > 0) {
      out.put('.');
      out.fractionDigits(time - us * unitsPerMicro, decimals);
    }
    return this;
  }

  private ChromeTrace number(long value) {
    out.number(value);
    return this;
  }

  private ChromeTrace ascii(String s) {
    out.ascii(s);
    return this;
  }

  private ChromeTrace raw(byte[] b) {
    out.bytes(b);
    return this;
  }
}
