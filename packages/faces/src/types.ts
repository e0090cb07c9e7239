/** Geometry of a face detection, in pixels of the analysed image (origin top left). */
export interface FacePoint {
  x: number;
  y: number;
}

interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DetectedFace {
  box: FaceBox;
  /** Detector confidence in [0, 1]. */
  score: number;
  /** The 68 points of the iBUG 300-W layout (see FACE_LANDMARKS for the regions). */
  landmarks: FacePoint[];
}

export interface FaceDetection {
  /** Size of the analysed image; boxes and landmarks are in this coordinate space. */
  width: number;
  height: number;
  /** Most confident first. */
  faces: DetectedFace[];
}
