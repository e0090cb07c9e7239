import { describe, expect, it } from 'vitest';
import { checkAvatarUse, lowestPlanForAvatar } from './avatar.ts';
import { checkAllDubbingTexts, checkDubbingText } from './dubbing.ts';
import { checkColor, checkShareValidityDays } from './misc.ts';
import { checkFileName, checkName } from './names.ts';
import { OK } from './result.ts';
import { checkTimeText } from './time.ts';
import { checkUploadBatch, checkUploadFile, extensionOf } from './upload.ts';

const failsWith = (error: string) => ({ ok: false, error });
const MB = 1024 * 1024;

describe('names', () => {
  it('must not be empty', () => {
    expect(checkName('My video')).toEqual(OK);
    expect(checkName('   ')).toEqual(failsWith('nameRequired'));
  });
  it('file names have no spaces', () => {
    expect(checkFileName('clip_01.mp4')).toEqual(OK);
    expect(checkFileName('my clip.mp4')).toEqual(failsWith('fileNameHasSpaces'));
    expect(checkFileName('tab\tname.mp4')).toEqual(failsWith('fileNameHasSpaces'));
    expect(checkFileName('')).toEqual(failsWith('nameRequired'));
  });
});

describe('uploads', () => {
  it('reads the extension case-insensitively', () => {
    expect(extensionOf('A.B.PNG')).toBe('png');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
  });
  it('accepts the formats of each kind and rejects others', () => {
    expect(checkUploadFile({ name: 'a.mp3', size: 1 }, 'audio')).toEqual(OK);
    expect(checkUploadFile({ name: 'a.WAV', size: 1 }, 'audio')).toEqual(OK);
    expect(checkUploadFile({ name: 'a.ogg', size: 1 }, 'audio')).toEqual(failsWith('fileFormatNotSupported'));
    expect(checkUploadFile({ name: 'a.jpeg', size: 1 }, 'image')).toEqual(OK);
    expect(checkUploadFile({ name: 'a.gif', size: 1 }, 'image')).toEqual(failsWith('fileFormatNotSupported'));
    expect(checkUploadFile({ name: 'a.mov', size: 1 }, 'video')).toEqual(OK);
    expect(checkUploadFile({ name: 'a.avi', size: 1 }, 'video')).toEqual(failsWith('fileFormatNotSupported'));
    expect(checkUploadFile({ name: 'a.png', size: 1 }, 'media')).toEqual(OK);
    expect(checkUploadFile({ name: 'a.webm', size: 1 }, 'media')).toEqual(OK);
    expect(checkUploadFile({ name: 'a.anything', size: 1 }, 'file')).toEqual(OK);
  });
  it('applies the size limit of each kind, inclusive', () => {
    expect(checkUploadFile({ name: 'a.png', size: 5 * MB }, 'image')).toEqual(OK);
    expect(checkUploadFile({ name: 'a.png', size: 5 * MB + 1 }, 'image')).toEqual(failsWith('fileSizeExceeded'));
    expect(checkUploadFile({ name: 'a.png', size: 100 * MB }, 'media')).toEqual(OK);
    expect(checkUploadFile({ name: 'a.mp3', size: 50 * MB + 1 }, 'audio')).toEqual(failsWith('fileSizeExceeded'));
    expect(checkUploadFile({ name: 'a.mp4', size: 200 * MB }, 'video')).toEqual(OK);
    expect(checkUploadFile({ name: 'a.mp4', size: 200 * MB + 1 }, 'video')).toEqual(failsWith('fileSizeExceeded'));
    expect(checkUploadFile({ name: 'a.pdf', size: 20 * MB + 1 }, 'file')).toEqual(failsWith('fileSizeExceeded'));
  });
  it('rejects empty files, empty and oversized selections', () => {
    expect(checkUploadFile({ name: 'a.png', size: 0 }, 'image')).toEqual(failsWith('emptyFile'));
    expect(checkUploadBatch([], 'image')).toEqual(failsWith('emptyFile'));
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `${i}.png`, size: 10 }));
    expect(checkUploadBatch(ten, 'image')).toEqual(OK);
    expect(checkUploadBatch([...ten, { name: 'x.png', size: 1 }], 'image')).toEqual(failsWith('tooManyFiles'));
    expect(
      checkUploadBatch(
        [
          { name: 'a.png', size: 1 },
          { name: 'b.txt', size: 1 },
        ],
        'image',
      ),
    ).toEqual(failsWith('fileFormatNotSupported'));
  });
});

describe('dubbing text', () => {
  it('needs 15 visible characters', () => {
    expect(checkDubbingText('a'.repeat(15))).toEqual(OK);
    expect(checkDubbingText('这是一段足够长的中文配音文案内容')).toEqual(OK);
    expect(checkDubbingText('a'.repeat(14))).toEqual(failsWith('dubbingTextTooShort'));
    expect(checkDubbingText(`   ${'a'.repeat(14)}   `)).toEqual(failsWith('dubbingTextTooShort'));
    expect(checkDubbingText('   ')).toEqual(failsWith('dubbingTextMissing'));
    expect(checkDubbingText(undefined)).toEqual(failsWith('dubbingTextMissing'));
  });
  it('checks every page, reporting a blank page first', () => {
    const long = 'x'.repeat(20);
    expect(checkAllDubbingTexts([long, long])).toEqual(OK);
    expect(checkAllDubbingTexts([long, 'short'])).toEqual(failsWith('dubbingTextTooShort'));
    expect(checkAllDubbingTexts(['short', long, ''])).toEqual(failsWith('dubbingTextMissing'));
  });
});

describe('time text', () => {
  it('accepts only hh:mm:ss,mmm', () => {
    expect(checkTimeText('00:01:02,345')).toEqual(OK);
    expect(checkTimeText('99:59:59,999')).toEqual(OK);
    for (const text of ['00:01:02.345', '0:01:02,345', '00:60:00,000', '00:00:60,000', '00:00:00,00', '00:00:00', ''])
      expect(checkTimeText(text)).toEqual(failsWith('invalidTimeText'));
  });
});

describe('avatar gating (product-rules#export-avatar-gating)', () => {
  const free = { vipType: 0 };
  const personal = { vipType: 'vip', proMan: 'N' };
  const business = { vipType: 'vip', proMan: 'Y' };
  it('rejects missing data', () => {
    expect(checkAvatarUse(undefined, { vipType: 'vip' })).toEqual(failsWith('avatarDataError'));
    expect(checkAvatarUse({ vipType: 'vip' }, null)).toEqual(failsWith('avatarDataError'));
  });
  it('opens an untagged avatar to every plan', () => {
    for (const user of [free, personal, business, {}]) expect(checkAvatarUse({ vipType: '' }, user)).toEqual(OK);
  });
  it('opens a vip avatar to every member and asks a non-member to buy', () => {
    for (const tags of ['vip', 'vip,vip+ultra']) {
      expect(checkAvatarUse({ vipType: tags }, personal)).toEqual(OK);
      expect(checkAvatarUse({ vipType: tags }, business)).toEqual(OK);
      expect(checkAvatarUse({ vipType: tags }, free)).toEqual(failsWith('purchaseMembershipFirst'));
    }
    expect(checkAvatarUse({ vipType: 'vip' }, { vipType: 1, proMan: 'N' })).toEqual(OK);
  });
  it('keeps an avatar tagged only vip+ultra for Business and Enterprise', () => {
    expect(checkAvatarUse({ vipType: 'vip+ultra' }, business)).toEqual(OK);
    expect(checkAvatarUse({ vipType: 'vip+ultra' }, personal)).toEqual(failsWith('avatarBusinessOnly'));
    expect(checkAvatarUse({ vipType: 'vip+ultra' }, free)).toEqual(failsWith('avatarBusinessOnly'));
  });
  it('names the lowest plan that may use an avatar', () => {
    expect(lowestPlanForAvatar({ vipType: '' })).toBe('free');
    expect(lowestPlanForAvatar({ vipType: 'vip,vip+ultra' })).toBe('personal');
    expect(lowestPlanForAvatar({ vipType: 'vip+ultra' })).toBe('business');
    expect(lowestPlanForAvatar({ vipType: 'unknown' })).toBeNull();
  });
});

describe('share validity and colours', () => {
  it('share validity is 1..30 whole days', () => {
    expect(checkShareValidityDays(1)).toEqual(OK);
    expect(checkShareValidityDays(30)).toEqual(OK);
    for (const days of [0, 31, 1.5, -3, Number.NaN]) expect(checkShareValidityDays(days)).toEqual(failsWith('invalidShareValidity'));
  });
  it('colours are 3/6-digit hex or rgb()', () => {
    for (const color of ['#fff', '#A0b1C2', 'rgb(0, 128, 255)', 'RGB(1,2,3)']) expect(checkColor(color)).toEqual(OK);
    for (const color of ['#ffff', 'fff', '#ggg', 'rgb(256,0,0)', 'rgba(0,0,0,1)', 'red'])
      expect(checkColor(color)).toEqual(failsWith('invalidColor'));
  });
});
