import { BUY_TO_RESOLVE, type ErrorKey } from '@orator/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../i18n/register.ts';
import { MEMBER_ROUTES } from '../../../lib/routing/paths/member.ts';

/**
 * The way out of a refusal a purchase resolves (no time left, a members-only choice): a link to
 * the member centre. Other refusals get nothing; the user fixes those where they are.
 */
export function BuyToResolve({ reason }: { reason: ErrorKey | string | null }) {
  const { t } = useTranslation('studio');
  if (!reason || !BUY_TO_RESOLVE.has(reason as ErrorKey)) return null;
  return (
    <Link to={MEMBER_ROUTES.centre} data-testid="buy-to-resolve">
      <Button size="small" type="primary">
        {t('export.buy')}
      </Button>
    </Link>
  );
}
