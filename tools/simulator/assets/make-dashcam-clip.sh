#!/bin/sh
# Makes dashcam-demo.mp4, the clip the simulated dashcams upload: 4 s of ffmpeg's test pattern, H.264 baseline,
# 320x180, ~40 KB. Run once with Debian's ffmpeg (apt-get install ffmpeg); the result is committed.
set -e
cd "$(dirname "$0")"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "testsrc2=size=320x180:rate=10:duration=4" \
  -vf "drawtext=text='ARMADA DASHCAM DEMO':fontcolor=white:fontsize=14:x=8:y=8:box=1:boxcolor=black@0.5" \
  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 32 -movflags +faststart -an dashcam-demo.mp4
# dashcam-snapshot.jpg, the snapshot sent with alarm attachments: 320x180, ~4 KB (apt-get install imagemagick)
convert -size 320x180 gradient:'#1c3d5a-#6b8fb3' -font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf -fill white \
  -undercolor '#00000080' -pointsize 14 -annotate +8+20 'ARMADA DASHCAM SNAPSHOT' -strip -quality 70 dashcam-snapshot.jpg
