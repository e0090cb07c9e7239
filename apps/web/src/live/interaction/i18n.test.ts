import { describeTextBundle } from '../../i18n/textBundles.testing.ts';
import { en, zhCN, zhTW } from './i18n.ts';

describeTextBundle('live interaction texts', { en, zhCN, zhTW }, 'hook.url');
