package org.interflow.io.trace;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Reads one rank's binary DUMPI file ({@code .bin}) for the calls Interflow replays, following
 * sst-dumpi's {@code dumpi/common/io.c}, {@code dumpiio.c} and {@code iodefs.h} (read, not copied).
 *
 * <p>Layout (big-endian): 8-byte magic {@code ffaadd44554d5049}; at the end an index of offsets
 * (size table, addresses, perf labels, header, body, footer, keyvals). The header starts with the
 * 3-byte version; the size table gives each datatype id's size in bytes; the body starts with the
 * CPU and wall-time second offsets (32 bit each), then records: a 16-bit function label, an 8-bit
 * mask (bits 0-1 statuses, 2 CPU times, 3 wall times, 6 thread id, 7 perf counters), the thread
 * id, start/stop times as 16-bit seconds (plus the offset) and 32-bit nanoseconds, perf counter
 * values, then the call's arguments in a per-function layout, until the end-of-stream label.
 * Records carry no length, so a call whose layout this reader does not know cannot be skipped:
 * it is an error that names the call and suggests {@code dumpi2ascii}. The arguments are handed,
 * as {@code dumpi2ascii} would print them, to {@link DumpiCalls}; the "line" of a record is its
 * 1-based position in the stream.
 */
final class DumpiBinaryReader {
  private static final long MAGIC = 0xffaadd44554d5049L;
  private static final int ALL_FUNCTIONS = 290;
  private static final int FUNCTION_ENTER = ALL_FUNCTIONS + 1;
  private static final int FUNCTION_EXIT = ALL_FUNCTIONS + 2;
  private static final int END_OF_STREAM = ALL_FUNCTIONS + 3;

  /** dumpi_function labels 0..289 in sst-dumpi's {@code funclabels.h} order. */
  private static final String[] NAMES = {
    "MPI_Send", "MPI_Recv", "MPI_Get_count", "MPI_Bsend", "MPI_Ssend", "MPI_Rsend", "MPI_Buffer_attach",
    "MPI_Buffer_detach", "MPI_Isend", "MPI_Ibsend", "MPI_Issend", "MPI_Irsend", "MPI_Irecv", "MPI_Wait", "MPI_Test",
    "MPI_Request_free", "MPI_Waitany", "MPI_Testany", "MPI_Waitall", "MPI_Testall", "MPI_Waitsome", "MPI_Testsome",
    "MPI_Iprobe", "MPI_Probe", "MPI_Cancel", "MPI_Test_cancelled", "MPI_Send_init", "MPI_Bsend_init",
    "MPI_Ssend_init", "MPI_Rsend_init", "MPI_Recv_init", "MPI_Start", "MPI_Startall", "MPI_Sendrecv",
    "MPI_Sendrecv_replace", "MPI_Type_contiguous", "MPI_Type_vector", "MPI_Type_hvector", "MPI_Type_indexed",
    "MPI_Type_hindexed", "MPI_Type_struct", "MPI_Address", "MPI_Type_extent", "MPI_Type_size", "MPI_Type_lb",
    "MPI_Type_ub", "MPI_Type_commit", "MPI_Type_free", "MPI_Get_elements", "MPI_Pack", "MPI_Unpack", "MPI_Pack_size",
    "MPI_Barrier", "MPI_Bcast", "MPI_Gather", "MPI_Gatherv", "MPI_Scatter", "MPI_Scatterv", "MPI_Allgather",
    "MPI_Allgatherv", "MPI_Alltoall", "MPI_Alltoallv", "MPI_Reduce", "MPI_Op_create", "MPI_Op_free", "MPI_Allreduce",
    "MPI_Reduce_scatter", "MPI_Scan", "MPI_Group_size", "MPI_Group_rank", "MPI_Group_translate_ranks",
    "MPI_Group_compare", "MPI_Comm_group", "MPI_Group_union", "MPI_Group_intersection", "MPI_Group_difference",
    "MPI_Group_incl", "MPI_Group_excl", "MPI_Group_range_incl", "MPI_Group_range_excl", "MPI_Group_free",
    "MPI_Comm_size", "MPI_Comm_rank", "MPI_Comm_compare", "MPI_Comm_dup", "MPI_Comm_create", "MPI_Comm_split",
    "MPI_Comm_free", "MPI_Comm_test_inter", "MPI_Comm_remote_size", "MPI_Comm_remote_group", "MPI_Intercomm_create",
    "MPI_Intercomm_merge", "MPI_Keyval_create", "MPI_Keyval_free", "MPI_Attr_put", "MPI_Attr_get", "MPI_Attr_delete",
    "MPI_Topo_test", "MPI_Cart_create", "MPI_Dims_create", "MPI_Graph_create", "MPI_Graphdims_get", "MPI_Graph_get",
    "MPI_Cartdim_get", "MPI_Cart_get", "MPI_Cart_rank", "MPI_Cart_coords", "MPI_Graph_neighbors_count",
    "MPI_Graph_neighbors", "MPI_Cart_shift", "MPI_Cart_sub", "MPI_Cart_map", "MPI_Graph_map",
    "MPI_Get_processor_name", "MPI_Get_version", "MPI_Errhandler_create", "MPI_Errhandler_set", "MPI_Errhandler_get",
    "MPI_Errhandler_free", "MPI_Error_string", "MPI_Error_class", "MPI_Wtime", "MPI_Wtick", "MPI_Init",
    "MPI_Finalize", "MPI_Initialized", "MPI_Abort", "MPI_Pcontrol", "MPI_Close_port", "MPI_Comm_accept",
    "MPI_Comm_connect", "MPI_Comm_disconnect", "MPI_Comm_get_parent", "MPI_Comm_join", "MPI_Comm_spawn",
    "MPI_Comm_spawn_multiple", "MPI_Lookup_name", "MPI_Open_port", "MPI_Publish_name", "MPI_Unpublish_name",
    "MPI_Accumulate", "MPI_Get", "MPI_Put", "MPI_Win_complete", "MPI_Win_create", "MPI_Win_fence", "MPI_Win_free",
    "MPI_Win_get_group", "MPI_Win_lock", "MPI_Win_post", "MPI_Win_start", "MPI_Win_test", "MPI_Win_unlock",
    "MPI_Win_wait", "MPI_Alltoallw", "MPI_Exscan", "MPI_Add_error_class", "MPI_Add_error_code",
    "MPI_Add_error_string", "MPI_Comm_call_errhandler", "MPI_Comm_create_keyval", "MPI_Comm_delete_attr",
    "MPI_Comm_free_keyval", "MPI_Comm_get_attr", "MPI_Comm_get_name", "MPI_Comm_set_attr", "MPI_Comm_set_name",
    "MPI_File_call_errhandler", "MPI_Grequest_complete", "MPI_Grequest_start", "MPI_Init_thread",
    "MPI_Is_thread_main", "MPI_Query_thread", "MPI_Status_set_cancelled", "MPI_Status_set_elements",
    "MPI_Type_create_keyval", "MPI_Type_delete_attr", "MPI_Type_dup", "MPI_Type_free_keyval", "MPI_Type_get_attr",
    "MPI_Type_get_contents", "MPI_Type_get_envelope", "MPI_Type_get_name", "MPI_Type_set_attr", "MPI_Type_set_name",
    "MPI_Type_match_size", "MPI_Win_call_errhandler", "MPI_Win_create_keyval", "MPI_Win_delete_attr",
    "MPI_Win_free_keyval", "MPI_Win_get_attr", "MPI_Win_get_name", "MPI_Win_set_attr", "MPI_Win_set_name",
    "MPI_Alloc_mem", "MPI_Comm_create_errhandler", "MPI_Comm_get_errhandler", "MPI_Comm_set_errhandler",
    "MPI_File_create_errhandler", "MPI_File_get_errhandler", "MPI_File_set_errhandler", "MPI_Finalized",
    "MPI_Free_mem", "MPI_Get_address", "MPI_Info_create", "MPI_Info_delete", "MPI_Info_dup", "MPI_Info_free",
    "MPI_Info_get", "MPI_Info_get_nkeys", "MPI_Info_get_nthkey", "MPI_Info_get_valuelen", "MPI_Info_set",
    "MPI_Pack_external", "MPI_Pack_external_size", "MPI_Request_get_status", "MPI_Type_create_darray",
    "MPI_Type_create_hindexed", "MPI_Type_create_hvector", "MPI_Type_create_indexed_block",
    "MPI_Type_create_resized", "MPI_Type_create_struct", "MPI_Type_create_subarray", "MPI_Type_get_extent",
    "MPI_Type_get_true_extent", "MPI_Unpack_external", "MPI_Win_create_errhandler", "MPI_Win_get_errhandler",
    "MPI_Win_set_errhandler", "MPI_File_open", "MPI_File_close", "MPI_File_delete", "MPI_File_set_size",
    "MPI_File_preallocate", "MPI_File_get_size", "MPI_File_get_group", "MPI_File_get_amode", "MPI_File_set_info",
    "MPI_File_get_info", "MPI_File_set_view", "MPI_File_get_view", "MPI_File_read_at", "MPI_File_read_at_all",
    "MPI_File_write_at", "MPI_File_write_at_all", "MPI_File_iread_at", "MPI_File_iwrite_at", "MPI_File_read",
    "MPI_File_read_all", "MPI_File_write", "MPI_File_write_all", "MPI_File_iread", "MPI_File_iwrite",
    "MPI_File_seek", "MPI_File_get_position", "MPI_File_get_byte_offset", "MPI_File_read_shared",
    "MPI_File_write_shared", "MPI_File_iread_shared", "MPI_File_iwrite_shared", "MPI_File_read_ordered",
    "MPI_File_write_ordered", "MPI_File_seek_shared", "MPI_File_get_position_shared", "MPI_File_read_at_all_begin",
    "MPI_File_read_at_all_end", "MPI_File_write_at_all_begin", "MPI_File_write_at_all_end",
    "MPI_File_read_all_begin", "MPI_File_read_all_end", "MPI_File_write_all_begin", "MPI_File_write_all_end",
    "MPI_File_read_ordered_begin", "MPI_File_read_ordered_end", "MPI_File_write_ordered_begin",
    "MPI_File_write_ordered_end", "MPI_File_get_type_extent", "MPI_Register_datarep", "MPI_File_set_atomicity",
    "MPI_File_get_atomicity", "MPI_File_sync", "MPIO_Test", "MPIO_Wait", "MPIO_Testall", "MPIO_Waitall",
    "MPIO_Testany", "MPIO_Waitany", "MPIO_Waitsome", "MPIO_Testsome"
  };

  private DumpiBinaryReader() {}

  /** Streams rank {@code rank}'s binary file into {@code sink} (ranks() already called). */
  static void readRank(Path bin, int rank, int ranks, TraceSink sink) {
    String file = bin.toString();
    try (FileChannel channel = FileChannel.open(bin, StandardOpenOption.READ)) {
      long size = channel.size();
      if (size < 72 || readLong(channel, 0) != MAGIC) {
        throw new InputFormatException(file, "a binary DUMPI file (magic ffaadd44554d5049)", "other content");
      }
      long[] index = new long[8];
      for (int i = 0; i < 8; i++) index[i] = readLong(channel, size - 64 + 8L * i);
      int at = 0;
      long magic = index[at++];
      long sizeTable = 0;
      if (magic != MAGIC) magic = index[at++];
      else sizeTable = index[at++];
      if (magic != MAGIC) magic = index[at++];
      else at++; // function address labels
      if (magic != MAGIC) magic = index[at++];
      else at++; // perf counter labels
      if (magic != MAGIC || at + 2 > 8) throw new InputFormatException(file, "a DUMPI index record at the end of the file", "none");
      long header = index[at++];
      long body = index[at];
      if (header < 0 || header >= size || body < 0 || body >= size || sizeTable < 0 || sizeTable >= size) {
        throw new InputFormatException(file, "a DUMPI index whose offsets lie inside the file (" + size + " bytes)",
            "size table " + sizeTable + ", header " + header + ", body " + body);
      }
      byte[] version = new byte[3];
      if (header > 0) channel.read(ByteBuffer.wrap(version), header);
      int[] sizes = sizeTable > 0 ? sizeTable(channel, sizeTable, size, file) : null;
      channel.position(body);
      InputStream in = new BufferedInputStream(Channels.newInputStream(channel), 1 << 16);
      new Records(new DataInputStream(in), file, version, new DumpiCalls(rank, ranks, file, sink, new DumpiDatatypes(sizes)))
          .readAll();
    } catch (EOFException e) {
      throw new InputFormatException(file, "a complete DUMPI stream", "end of file inside a record");
    } catch (IOException e) {
      throw TraceLines.failure(bin, e);
    }
  }

  private static long readLong(FileChannel channel, long position) throws IOException {
    ByteBuffer b = ByteBuffer.allocate(8);
    readFully(channel, b, position);
    return b.flip().getLong();
  }

  private static void readFully(FileChannel channel, ByteBuffer b, long position) throws IOException {
    long start = position - b.position();
    while (b.hasRemaining()) {
      if (channel.read(b, start + b.position()) < 0) throw new EOFException();
    }
  }

  /** The datatype size table at {@code offset}: a count, then that many 32-bit sizes, all inside the file. */
  private static int[] sizeTable(FileChannel channel, long offset, long fileSize, String file) throws IOException {
    ByteBuffer b = ByteBuffer.allocate(4);
    readFully(channel, b, offset);
    int count = b.flip().getInt();
    if (count < 0 || count > 1 << 20 || offset + 4 + 4L * count > fileSize) {
      throw new InputFormatException(file, "a DUMPI datatype size table inside the file", count + " entries at offset " + offset);
    }
    ByteBuffer all = ByteBuffer.allocate(4 * count);
    readFully(channel, all, offset + 4);
    all.flip();
    int[] sizes = new int[count];
    for (int i = 0; i < count; i++) sizes[i] = all.getInt();
    return sizes;
  }

  /** The record loop over the body. */
  private static final class Records {
    private final DataInputStream in;
    private final String file;
    private final byte[] version;
    private final boolean statusesHaveTags;
    private final DumpiCalls calls;
    private final Map<String, String> args = new LinkedHashMap<>();
    private int mask;
    private long record;

    Records(DataInputStream in, String file, byte[] version, DumpiCalls calls) {
      this.in = in;
      this.file = file;
      this.calls = calls;
      this.version = version;
      // statuses carry their tag since DUMPI 0.6.3
      this.statusesHaveTags = version[0] > 0 || version[1] > 6 || (version[1] == 6 && version[2] >= 3);
    }

    void readAll() throws IOException {
      long cpuOffset = in.readInt();
      long wallOffset = in.readInt() & 0xffffffffL;
      while (true) {
        int label = in.readUnsignedShort();
        record++;
        if (label == END_OF_STREAM) return;
        mask = in.readUnsignedByte();
        if ((mask & (1 << 6)) != 0) in.readUnsignedShort(); // thread id
        long entryNs = 0;
        long exitNs = 0;
        if ((mask & (1 << 2)) != 0) in.skipNBytes(12); // CPU times
        if ((mask & (1 << 3)) != 0) {
          entryNs = time(wallOffset);
          exitNs = time(wallOffset);
        }
        if ((mask & (1 << 7)) != 0) in.skipNBytes(16L * in.readUnsignedByte()); // perf counters in and out
        if (label == FUNCTION_ENTER || label == FUNCTION_EXIT) {
          in.readLong();
          continue;
        }
        args.clear();
        String name = label < NAMES.length ? NAMES[label] : "DUMPI label " + label;
        if (!decode(name)) {
          throw new InputFormatException(file, record, "a DUMPI call whose binary layout Interflow decodes (p2p, waits, tests, "
              + "collectives, communicator, group, datatype and Cartesian-topology calls, Init, Finalize, Wtime); "
              + "convert with dumpi2ascii", name);
        }
        calls.call(name, args, entryNs, exitNs, record);
      }
    }

    /** True when the file's DUMPI version is at least {@code major.minor.sub}. */
    private boolean atLeast(int major, int minor, int sub) {
      if (version[0] != major) return version[0] > major;
      if (version[1] != minor) return version[1] > minor;
      return version[2] >= sub;
    }

    private long time(long secondsOffset) throws IOException {
      long sec = in.readUnsignedShort() + secondsOffset;
      long nsec = in.readInt() & 0xffffffffL;
      return sec * 1_000_000_000L + nsec;
    }

    /** Reads the arguments of {@code name} into {@code args}; false when the layout is unknown. */
    private boolean decode(String name) throws IOException {
      switch (name) {
        case "MPI_Send", "MPI_Bsend", "MPI_Ssend", "MPI_Rsend" -> {
          integer("count"); datatype("datatype"); peer("dest"); tag("tag"); comm("comm");
        }
        case "MPI_Isend", "MPI_Ibsend", "MPI_Issend", "MPI_Irsend" -> {
          integer("count"); datatype("datatype"); peer("dest"); tag("tag"); comm("comm"); request("request");
        }
        case "MPI_Recv" -> {
          integer("count"); datatype("datatype"); peer("source"); tag("tag"); comm("comm"); statuses();
        }
        case "MPI_Irecv" -> {
          integer("count"); datatype("datatype"); peer("source"); tag("tag"); comm("comm"); request("request");
        }
        case "MPI_Get_count" -> {
          statuses(); datatype("datatype"); integer("count");
        }
        case "MPI_Wait" -> {
          request("request"); statuses();
        }
        case "MPI_Test" -> {
          request("request"); integer("flag"); statuses();
        }
        case "MPI_Request_free" -> request("request");
        case "MPI_Waitany" -> {
          integer("count"); array("requests"); integer("index"); statuses();
        }
        case "MPI_Testany" -> {
          integer("count"); array("requests"); integer("index"); integer("flag"); statuses();
        }
        case "MPI_Waitall" -> {
          integer("count"); array("requests"); statuses();
        }
        case "MPI_Testall" -> {
          integer("count"); array("requests"); integer("flag"); statuses();
        }
        case "MPI_Waitsome", "MPI_Testsome" -> {
          integer("count"); array("requests"); integer("outcount"); array("indices"); statuses();
        }
        case "MPI_Sendrecv" -> {
          integer("sendcount"); datatype("sendtype"); peer("dest"); tag("sendtag"); integer("recvcount");
          datatype("recvtype"); peer("source"); tag("recvtag"); comm("comm"); statuses();
        }
        case "MPI_Sendrecv_replace" -> {
          integer("count"); datatype("datatype"); peer("dest"); tag("sendtag"); peer("source"); tag("recvtag");
          comm("comm"); statuses();
        }
        case "MPI_Barrier" -> comm("comm");
        case "MPI_Bcast" -> {
          integer("count"); datatype("datatype"); integer("root"); comm("comm");
        }
        case "MPI_Gather" -> rootedRegular("sendcount", "sendtype", "recvcount", "recvtype");
        case "MPI_Scatter" -> rootedRegular("recvcount", "recvtype", "sendcount", "sendtype");
        case "MPI_Gatherv" -> {
          int me = integer("commrank"); integer("commsize"); integer("sendcount"); datatype("sendtype");
          int root = integer("root"); comm("comm");
          if (me == root) {
            array("recvcounts"); array("displs");
          } else {
            args.put("recvcounts", "<IGNORED>");
          }
          datatype("recvtype");
        }
        case "MPI_Scatterv" -> {
          int me = integer("commrank"); integer("commsize"); datatype("sendtype"); integer("recvcount");
          datatype("recvtype"); int root = integer("root"); comm("comm");
          if (me == root) {
            array("sendcounts"); array("displs");
          } else {
            args.put("sendcounts", "<IGNORED>");
          }
        }
        case "MPI_Allgather", "MPI_Alltoall" -> {
          integer("sendcount"); datatype("sendtype"); integer("recvcount"); datatype("recvtype"); comm("comm");
        }
        case "MPI_Allgatherv" -> {
          integer("commsize"); integer("sendcount"); datatype("sendtype"); array("recvcounts"); array("displs");
          datatype("recvtype"); comm("comm");
        }
        case "MPI_Alltoallv" -> {
          integer("commsize"); array("sendcounts"); array("senddispls"); datatype("sendtype"); array("recvcounts");
          array("recvdispls"); datatype("recvtype"); comm("comm");
        }
        case "MPI_Reduce" -> {
          integer("count"); datatype("datatype"); op(); integer("root"); comm("comm");
        }
        case "MPI_Allreduce", "MPI_Scan", "MPI_Exscan" -> {
          integer("count"); datatype("datatype"); op(); comm("comm");
        }
        case "MPI_Reduce_scatter" -> {
          integer("commsize"); array("recvcounts"); datatype("datatype"); op(); comm("comm");
        }
        case "MPI_Comm_size" -> {
          comm("comm"); integer("size");
        }
        case "MPI_Comm_rank" -> {
          comm("comm"); integer("rank");
        }
        case "MPI_Comm_group" -> {
          comm("comm"); handle("group");
        }
        case "MPI_Group_incl" -> {
          handle("group"); integer("count"); array("ranks"); handle("newgroup");
        }
        case "MPI_Comm_create" -> {
          comm("oldcomm"); handle("group"); comm("newcomm");
        }
        case "MPI_Comm_dup" -> {
          comm("oldcomm"); comm("newcomm");
        }
        case "MPI_Comm_split" -> {
          comm("oldcomm"); integer("color"); integer("key"); comm("newcomm");
        }
        case "MPI_Comm_free" -> comm("comm");
        case "MPI_Comm_compare" -> {
          comm("comm1"); comm("comm2"); in.readUnsignedByte();
        }
        case "MPI_Comm_test_inter", "MPI_Comm_remote_size", "MPI_Attr_put", "MPI_Attr_delete", "MPI_Cartdim_get" -> {
          comm("comm"); integer("value");
        }
        case "MPI_Attr_get" -> {
          comm("comm"); integer("key"); integer("flag");
        }
        case "MPI_Keyval_create", "MPI_Keyval_free" -> handle("key");
        case "MPI_Topo_test" -> {
          comm("comm"); in.readUnsignedByte();
        }
        case "MPI_Cart_create" -> {
          comm("oldcomm"); integer("ndim"); array("dims"); array("periods"); integer("reorder"); comm("newcomm");
        }
        case "MPI_Dims_create" -> {
          integer("nodes"); integer("ndim"); array("dimsin"); array("dimsout");
        }
        case "MPI_Cart_get" -> {
          integer("ndim"); comm("comm"); integer("maxdims"); array("dims"); array("periods");
          if (atLeast(0, 6, 8)) array("coords");
          else integer("coords");
        }
        case "MPI_Cart_rank" -> {
          integer("ndim"); comm("comm"); array("coords"); integer("rank");
        }
        case "MPI_Cart_coords" -> {
          integer("ndim"); comm("comm"); integer("rank"); integer("maxdims"); array("coords");
        }
        case "MPI_Cart_shift" -> {
          comm("comm"); integer("direction"); integer("displ"); integer("source"); integer("dest");
        }
        case "MPI_Type_contiguous" -> {
          integer("count"); datatype("oldtype"); datatype("newtype");
        }
        case "MPI_Type_vector", "MPI_Type_hvector" -> {
          integer("count"); integer("blocklength"); integer("stride"); datatype("oldtype"); datatype("newtype");
        }
        case "MPI_Type_indexed", "MPI_Type_hindexed" -> {
          integer("count"); array("blocklengths"); array("indices"); datatype("oldtype"); datatype("newtype");
        }
        case "MPI_Type_struct" -> {
          integer("count"); array("blocklengths");
          if (atLeast(0, 6, 9)) array("indices");
          else integer("indices");
          int n = in.readInt();
          in.skipNBytes(2L * n);
          datatype("newtype");
        }
        case "MPI_Type_extent", "MPI_Type_size", "MPI_Type_lb", "MPI_Type_ub" -> {
          datatype("datatype"); integer("value");
        }
        case "MPI_Type_commit", "MPI_Type_free" -> datatype("datatype");
        case "MPI_Address" -> integer("address");
        case "MPI_Get_elements" -> {
          statuses(); datatype("datatype"); integer("elements");
        }
        case "MPI_Pack" -> {
          integer("incount"); datatype("datatype"); integer("outcount"); integer("positionin"); integer("positionout");
          comm("comm");
        }
        case "MPI_Unpack" -> {
          integer("incount"); integer("positionin"); integer("positionout"); integer("outcount"); datatype("datatype");
          comm("comm");
        }
        case "MPI_Pack_size" -> {
          integer("incount"); datatype("datatype"); comm("comm"); integer("size");
        }
        case "MPI_Op_create" -> {
          integer("commute"); op();
        }
        case "MPI_Op_free" -> op();
        case "MPI_Iprobe" -> {
          peer("source"); tag("tag"); comm("comm"); integer("flag"); statuses();
        }
        case "MPI_Init" -> {
          int argc = in.readInt();
          for (int i = 0; i < argc; i++) in.skipNBytes(in.readInt());
        }
        case "MPI_Finalize", "MPI_Wtime", "MPI_Wtick" -> { }
        default -> {
          return false;
        }
      }
      return true;
    }

    /** Gather/Scatter: the root alone records the other side's count and type. */
    private void rootedRegular(String count, String type, String rootCount, String rootType) throws IOException {
      int me = integer("commrank");
      integer(count);
      datatype(type);
      int root = integer("root");
      comm("comm");
      if (me == root) {
        integer(rootCount);
        datatype(rootType);
      } else {
        args.put(rootCount, "0");
        args.put(rootType, args.get(type));
      }
    }

    private int integer(String key) throws IOException {
      int v = in.readInt();
      args.put(key, Integer.toString(v));
      return v;
    }

    private void datatype(String key) throws IOException { args.put(key, Integer.toString(in.readUnsignedShort())); }

    private void peer(String key) throws IOException {
      int v = in.readInt();
      args.put(key, v == -1 ? "-1 (MPI_ANY_SOURCE)" : v == -2 ? "-2 (MPI_ROOT)" : Integer.toString(v));
    }

    private void tag(String key) throws IOException {
      int v = in.readInt();
      args.put(key, v == -1 ? "-1 (MPI_ANY_TAG)" : Integer.toString(v));
    }

    private void comm(String key) throws IOException {
      int v = in.readUnsignedShort();
      args.put(key, v + (v == 2 ? " (MPI_COMM_WORLD)" : v == 3 ? " (MPI_COMM_SELF)" : " (user-defined-comm)"));
    }

    private void handle(String key) throws IOException { args.put(key, Integer.toString(in.readUnsignedShort())); }

    private void request(String key) throws IOException { args.put(key, "[" + in.readInt() + "]"); }

    private void op() throws IOException { in.readUnsignedByte(); }

    private void array(String key) throws IOException {
      int n = in.readInt();
      StringBuilder b = new StringBuilder("[");
      for (int i = 0; i < n; i++) b.append(i == 0 ? "" : ", ").append(in.readInt());
      args.put(key, b.append(']').toString());
    }

    private void statuses() throws IOException {
      if ((mask & 3) == 0) return;
      int n = in.readInt();
      for (int i = 0; i < n; i++) in.skipNBytes(statusesHaveTags ? 14 : 10);
    }
  }
}
