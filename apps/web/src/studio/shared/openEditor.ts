/**
 * Opening an editor (product-rules#editors): inside the partner's parent frame the app does not
 * navigate itself; it posts { type: 'toTrack', url } to the parent, which decides.
 * Otherwise it navigates. `navigate` is react-router's, so normal opens stay in the SPA.
 */
export interface OpenEditorMessage {
  type: 'toTrack';
  url: string;
}

/** True when the app runs in a parent frame (the embedded deployment). */
export function isEmbedded(view: Pick<Window, 'parent'> = window): boolean {
  return view.parent !== (view as unknown as Window['parent']);
}

/** Absolute editor URL for the parent, which lives on another origin. */
export function editorUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

export function openEditor(path: string, navigate: (path: string) => void, view: Window = window): void {
  if (isEmbedded(view)) {
    const message: OpenEditorMessage = { type: 'toTrack', url: editorUrl(path, view.location.origin) };
    // The parent's origin is not known to us; the message carries only a URL of our own app.
    view.parent.postMessage(message, '*');
    return;
  }
  navigate(path);
}
