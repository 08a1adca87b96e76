#!/usr/bin/env bash
# Installs Debian's ffmpeg (with ffprobe) when it is missing: the H.264 tests encode and probe with it, and the demo's
# simulated dashcams stream a video it makes. Never a binary download.
set -euo pipefail
if [ -x /usr/bin/ffmpeg ] && [ -x /usr/bin/ffprobe ]; then exit 0; fi
echo "Installing Debian ffmpeg for the video tests and the demo dashcams..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq ffmpeg >/dev/null
/usr/bin/ffmpeg -hide_banner -version | head -1
