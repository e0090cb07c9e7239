import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { SliderCancelled, askSliderToken } from './slider/sliderStore.ts';

const RESEND_AFTER_SECONDS = 60;

interface SendCodeButtonProps {
  /** Validates the address field and returns it; throws when invalid (the form shows why). */
  target(): Promise<string>;
  send(target: string, sliderToken: string): Promise<unknown>;
}

/** Sends a verification code after the slider check, then counts down before a resend. */
export function SendCodeButton({ target, send }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  async function onClick() {
    let address: string;
    try {
      address = await target();
    } catch {
      return;
    }
    try {
      const sliderToken = await askSliderToken();
      setSending(true);
      await send(address, sliderToken);
      toast.success(t('auth.codeSent'));
      setSecondsLeft(RESEND_AFTER_SECONDS);
    } catch (error) {
      // The HTTP client has shown the server's message; a closed puzzle needs no message.
      if (!(error instanceof SliderCancelled)) console.warn(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Button onClick={() => void onClick()} loading={sending} disabled={secondsLeft > 0} data-testid="send-code" style={{ minWidth: 132 }}>
      {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
    </Button>
  );
}
