import { describeTextBundle } from '../../lib/i18n/textBundles.testing.ts';
import { en, zhCN, zhTW } from './texts.ts';

describeTextBundle('live interaction texts', { en, zhCN, zhTW }, 'hook.url');
