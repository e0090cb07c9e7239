// Test support for the video-rewrite engine (@orator/faces/testing).
export * from './talkingVideo.ts';
export * from './cloneClip.ts';
export * from './mouthMotion.ts';
