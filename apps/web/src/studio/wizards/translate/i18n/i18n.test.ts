import { describeTextBundle } from '../../../../lib/i18n/textBundles.testing.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

describeTextBundle('translation wizard texts', { en, zhCN, zhTW }, 'title');
