#!/usr/bin/env bash
# Makes the test stream the development server plays in every live room (streams/live-hls.ts,
# streams/live-flv.ts): 12 s of 640x360 H.264 (baseline, yuv420p, 25 fps, a keyframe every 2 s,
# ~280 kbps) with a quiet 440 Hz AAC tone, a moving test pattern and a burnt-in clock and frame
# counter. Written once as HLS segments of exactly 2 s and as one FLV of the same encode. The
# segments are stored as seg-0.mpegts … seg-5.mpegts (a `.ts` name would be read as TypeScript by
# tsc and eslint); the server serves them as /live/<room>/seg-<sequence>.ts. The output is
# committed: CI has no ffmpeg. Needs ffmpeg with libx264, libfreetype and a DejaVu font
# (apt-get install -y ffmpeg fonts-dejavu-core). The same ffmpeg gives the same bytes.
#
#   shell-demo/server/streams/make-fixtures.sh        # rewrites shell-demo/server/streams/fixtures/
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
out="$here/fixtures"
font="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf}"
# The server's segment math depends on these three (streams/fixture.ts).
seconds=12
segment_seconds=2
fps=25

[ -f "$font" ] || { echo "font not found: $font (set FONT=...)" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "ffmpeg not found" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# drawtext: the fixture clock (0.00–12.00, it restarts at every loop) and the frame number, on a
# dark box so they stay legible on the coloured pattern.
text="fontfile=$font:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8"
video_filter="drawtext=$text:fontsize=40:x=(w-tw)/2:y=h-th-40:text='%{pts\\:hms}',"
video_filter+="drawtext=$text:fontsize=24:x=24:y=44:text='frame %{frame_num}',"
video_filter+="drawtext=$text:fontsize=24:x=w-tw-24:y=24:text='SPORT-INFO TEST'"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=640x360:rate=$fps:duration=$seconds" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=$seconds" \
  -vf "$video_filter" -af "volume=0.08" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -tune zerolatency \
  -b:v 280k -maxrate 320k -bufsize 560k \
  -g $((fps * segment_seconds)) -keyint_min $((fps * segment_seconds)) -sc_threshold 0 \
  -force_key_frames "expr:gte(t,n_forced*$segment_seconds)" \
  -c:a aac -b:a 32k -ac 1 \
  -t "$seconds" -movflags +faststart "$work/source.mp4"

rm -rf "$out"
mkdir -p "$out"

# HLS: the fixture's own VOD playlist is kept as source.m3u8 (the tests read its durations).
ffmpeg -hide_banner -loglevel error -y -i "$work/source.mp4" -c copy \
  -f hls -hls_time "$segment_seconds" -hls_list_size 0 -hls_playlist_type vod \
  -hls_segment_filename "$out/seg-%d.mpegts" "$out/source.m3u8"

# FLV: no duration or file size in onMetaData, since the server sends it as an endless live stream.
ffmpeg -hide_banner -loglevel error -y -i "$work/source.mp4" -c copy \
  -f flv -flvflags no_duration_filesize "$out/stream.flv"

ls -l "$out"
du -ch "$out"/* | tail -n 1
