import { ERROR_TOAST_MS, TOAST_DEFAULT_MS } from '@orator/shared/constants';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts from anywhere (the HTTP client, stores) through the antd message instance of the
 * mounted <App>, so they follow the theme and locale. Durations: product-rules#api-client.
 */
let instance: MessageInstance | null = null;

export function bindToasts(next: MessageInstance): void {
  instance = next;
}

export const toast = {
  success(text: string): void {
    void instance?.success(text, TOAST_DEFAULT_MS / 1000);
  },
  info(text: string): void {
    void instance?.info(text, TOAST_DEFAULT_MS / 1000);
  },
  error(text: string): void {
    if (!instance) console.error(text);
    void instance?.error(text, ERROR_TOAST_MS / 1000);
  },
};
