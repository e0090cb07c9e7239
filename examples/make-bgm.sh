#!/bin/sh
# Generates examples/hello-bgm.mp3: a soft 24 s ambient pad (A - F#m - D - E, 6 s per chord)
# synthesised with ffmpeg's aevalsrc, low-passed and given a gentle echo. Loops seamlessly:
# every chord and LFO period divides 24 s.   sh examples/make-bgm.sh
set -e
cd "$(dirname "$0")"
# Chord roots per 6 s slot (Hz): A3, F#3, D3, E3 with their third and fifth.
pad() { # $1 root, $2 third, $3 fifth, $4 slot start
  echo "between(mod(t,24),$4,$4+6)*(0.30*sin(2*PI*$1*t)+0.22*sin(2*PI*$2*t)+0.20*sin(2*PI*$3*t)+0.10*sin(2*PI*$1*2*t))"
}
EXPR="0.16*(0.75+0.25*sin(2*PI*t/8))*($(pad 220 277.18 329.63 0)+$(pad 185 220 277.18 6)+$(pad 146.83 185 220 12)+$(pad 164.81 207.65 246.94 18))+0.05*sin(2*PI*55*t)"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "aevalsrc=exprs='$EXPR|$EXPR':s=44100:d=24" \
  -af "lowpass=f=1400,aecho=0.8:0.6:120|240:0.35|0.25,afade=t=in:d=0.02,afade=t=out:st=23.98:d=0.02,volume=3.0" \
  -c:a libmp3lame -b:a 96k hello-bgm.mp3
ls -l hello-bgm.mp3
