import { create } from 'zustand';

/** Thrown when the user closes the puzzle instead of solving it; callers just stop. */
export class SliderCancelled extends Error {
  constructor() {
    super('slider cancelled');
    this.name = 'SliderCancelled';
  }
}

interface PendingCheck {
  resolve(sliderToken: string): void;
  reject(reason: SliderCancelled): void;
}

interface SliderState {
  pending: PendingCheck | null;
}

export const useSliderStore = create<SliderState>(() => ({ pending: null }));

/**
 * Opens the slider puzzle (before logins and before sending codes, product-rules#accounts-codes) and resolves
 * with the one-time slider token once the user solves it.
 */
export function askSliderToken(): Promise<string> {
  useSliderStore.getState().pending?.reject(new SliderCancelled());
  return new Promise<string>((resolve, reject) => {
    useSliderStore.setState({
      pending: {
        resolve: (token) => {
          useSliderStore.setState({ pending: null });
          resolve(token);
        },
        reject: (reason) => {
          useSliderStore.setState({ pending: null });
          reject(reason);
        },
      },
    });
  });
}

export function cancelSliderCheck(): void {
  useSliderStore.getState().pending?.reject(new SliderCancelled());
}
