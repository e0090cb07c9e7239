import { REFERRAL_PARAM } from '@orator/shared/commerce';
import type { UserInfo } from '@orator/shared';
import { useEffect } from 'react';
import { distributionApi } from './distributionApi.ts';

/** Where a referral code from a link waits until its visitor has an account. */
const STORAGE_KEY = 'orator.ref';

/**
 * A referral link (`/?ref=CODE`, product-rules#distribution): the code is kept in this browser
 * when the page opens, and bound once the visitor is logged in (registered through the link, or
 * logged in later). One attempt: a refusal (already bound, paid, own code) is not retried.
 */
export function useReferralBinding(user: UserInfo | null): void {
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get(REFERRAL_PARAM);
    if (code) localStorage.setItem(STORAGE_KEY, code.slice(0, 40));
  }, []);
  useEffect(() => {
    if (!user) return;
    const code = localStorage.getItem(STORAGE_KEY);
    if (!code) return;
    localStorage.removeItem(STORAGE_KEY);
    void distributionApi.bind(code, true).catch(() => undefined);
  }, [user]);
}
