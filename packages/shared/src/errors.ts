import { toUiLanguage, type UiLanguage } from './locale.ts';

/**
 * The error catalogue of spec §8. Every message a user can see from the server has a key
 * here with its three UI-language texts, so the server answers in the caller's language
 * (the `language` header) and the web client can translate the same keys.
 */
type Texts = Record<UiLanguage, string>;

const catalogue = {
  // Envelope / HTTP
  loginExpired: { en: 'Login expired, please log in again', 'zh-CN': '登录已过期，请重新登录', 'zh-TW': '登入已過期，請重新登入' },
  authExpired: { en: 'Authentication expired', 'zh-CN': '认证已过期', 'zh-TW': '認證已過期' },
  requestTimedOut: { en: 'Request timed out, please retry', 'zh-CN': '请求超时，请重试', 'zh-TW': '請求逾時，請重試' },
  networkError: { en: 'Network error', 'zh-CN': '网络错误', 'zh-TW': '網路錯誤' },
  networkException: { en: 'Network exception', 'zh-CN': '网络异常', 'zh-TW': '網路異常' },
  systemError: { en: 'System error, try again later', 'zh-CN': '系统错误，请稍后再试', 'zh-TW': '系統錯誤，請稍後再試' },
  systemException: { en: 'System exception', 'zh-CN': '系统异常', 'zh-TW': '系統異常' },
  abnormalRequest: { en: 'Abnormal request', 'zh-CN': '请求异常', 'zh-TW': '請求異常' },
  errorRequest: { en: 'Error request', 'zh-CN': '错误的请求', 'zh-TW': '錯誤的請求' },
  notFound: { en: 'Not found', 'zh-CN': '未找到', 'zh-TW': '找不到' },
  forbidden: { en: 'You do not have permission for this', 'zh-CN': '没有权限', 'zh-TW': '沒有權限' },
  tooManyRequests: { en: 'Too many attempts, please wait and try again', 'zh-CN': '尝试次数过多，请稍后再试', 'zh-TW': '嘗試次數過多，請稍後再試' },
  operationFailed: { en: 'Operation failed', 'zh-CN': '操作失败', 'zh-TW': '操作失敗' },
  deleteFailed: { en: 'Delete failed', 'zh-CN': '删除失败', 'zh-TW': '刪除失敗' },
  saveFailed: { en: 'Save failed', 'zh-CN': '保存失败', 'zh-TW': '儲存失敗' },
  queryFailed: { en: 'Query failed', 'zh-CN': '查询失败', 'zh-TW': '查詢失敗' },
  resetFailed: { en: 'Reset failed', 'zh-CN': '重置失败', 'zh-TW': '重設失敗' },
  submissionFailed: { en: 'Submission failed', 'zh-CN': '提交失败', 'zh-TW': '提交失敗' },
  submitSuccessfully: { en: 'Submit successfully', 'zh-CN': '提交成功', 'zh-TW': '提交成功' },
  feedbackReceived: { en: 'Feedback received', 'zh-CN': '已收到反馈', 'zh-TW': '已收到回饋' },
  generationFailed: { en: 'Generation failed, try again', 'zh-CN': '生成失败，请重试', 'zh-TW': '生成失敗，請重試' },

  // Accounts and verification
  invalidPhone: { en: 'Please enter a correct phone number', 'zh-CN': '请输入正确的手机号', 'zh-TW': '請輸入正確的手機號碼' },
  invalidCode: { en: 'Please enter a correct verification code', 'zh-CN': '请输入正确的验证码', 'zh-TW': '請輸入正確的驗證碼' },
  wrongCode: { en: 'Wrong verification code', 'zh-CN': '验证码错误', 'zh-TW': '驗證碼錯誤' },
  codeExpired: { en: 'The verification code has expired, please request a new one', 'zh-CN': '验证码已过期，请重新获取', 'zh-TW': '驗證碼已過期，請重新取得' },
  sliderFailed: { en: 'Verification failed', 'zh-CN': '验证失败', 'zh-TW': '驗證失敗' },
  invalidEmail: { en: 'Wrong email', 'zh-CN': '邮箱格式错误', 'zh-TW': '電子郵件格式錯誤' },
  emailOrPasswordIncorrect: { en: 'Email or password incorrect', 'zh-CN': '邮箱或密码错误', 'zh-TW': '電子郵件或密碼錯誤' },
  phoneOrPasswordIncorrect: { en: 'Phone number or password incorrect', 'zh-CN': '手机号或密码错误', 'zh-TW': '手機號碼或密碼錯誤' },
  emailAlreadyRegistered: { en: 'Email already registered, please log in', 'zh-CN': '邮箱已注册，请登录', 'zh-TW': '電子郵件已註冊，請登入' },
  phoneAlreadyRegistered: { en: 'Phone number already registered, please log in', 'zh-CN': '手机号已注册，请登录', 'zh-TW': '手機號碼已註冊，請登入' },
  accountNotFound: { en: 'No account is registered with this address', 'zh-CN': '该账号未注册', 'zh-TW': '該帳號未註冊' },
  agreeToTerms: { en: 'Please agree to the user agreement and privacy policy', 'zh-CN': '请阅读并同意用户协议和隐私政策', 'zh-TW': '請閱讀並同意使用者協議和隱私權政策' },
  invalidPassword: {
    en: 'Password must be 8-20 characters and mix digits, upper and lower case letters and a symbol',
    'zh-CN': '密码须为8-20位，包含数字、大小写字母和特殊符号',
    'zh-TW': '密碼須為8-20位，包含數字、大小寫字母和特殊符號',
  },
  invalidEmailPassword: {
    en: 'Password must be 8-20 characters with at least one letter, one digit and one other character',
    'zh-CN': '密码须为8-20位，至少包含字母、数字和其他字符',
    'zh-TW': '密碼須為8-20位，至少包含字母、數字和其他字元',
  },
  passwordsDoNotMatch: { en: 'The two passwords do not match', 'zh-CN': '两次输入的密码不一致', 'zh-TW': '兩次輸入的密碼不一致' },
  passwordWindowExpired: {
    en: 'The 10 minutes to set a password have passed, please verify again',
    'zh-CN': '设置密码已超过10分钟，请重新验证',
    'zh-TW': '設定密碼已超過10分鐘，請重新驗證',
  },
  wrongCurrentPassword: { en: 'The current password is incorrect', 'zh-CN': '当前密码错误', 'zh-TW': '目前密碼錯誤' },
  phoneRequired: { en: 'Phone number is required', 'zh-CN': '请输入手机号', 'zh-TW': '請輸入手機號碼' },
  codeRequired: { en: 'Verification code is required', 'zh-CN': '请输入验证码', 'zh-TW': '請輸入驗證碼' },
  tenantNotFound: { en: 'You are not a member of this workspace', 'zh-CN': '您不是该空间的成员', 'zh-TW': '您不是該空間的成員' },
  systemErrorContactAdmin: { en: 'System error, contact administrator', 'zh-CN': '系统错误，请联系管理员', 'zh-TW': '系統錯誤，請聯絡管理員' },

  // Files and media
  uploadFailed: { en: 'Upload failed, upload again', 'zh-CN': '上传失败，请重新上传', 'zh-TW': '上傳失敗，請重新上傳' },
  audioFilesFailed: { en: '{count} audio files failed to upload', 'zh-CN': '{count}个音频文件上传失败', 'zh-TW': '{count}個音訊檔案上傳失敗' },
  transcodeFailed: { en: 'Transcode failed', 'zh-CN': '转码失败', 'zh-TW': '轉碼失敗' },
  videoConversionFailed: { en: 'Video conversion failed: {reason}', 'zh-CN': '视频转换失败：{reason}', 'zh-TW': '影片轉換失敗：{reason}' },
  fileFormatNotSupported: { en: 'File format not supported', 'zh-CN': '不支持该文件格式', 'zh-TW': '不支援該檔案格式' },
  fileSizeExceeded: { en: 'File size exceeds the limit', 'zh-CN': '文件大小超出限制', 'zh-TW': '檔案大小超出限制' },
  chooseAudioOrImageFormat: { en: 'Please choose a correct audio or image format', 'zh-CN': '请选择正确的音频或图片格式', 'zh-TW': '請選擇正確的音訊或圖片格式' },
  tooManyFiles: { en: 'At most 10 files can be uploaded at once', 'zh-CN': '一次最多上传10个文件', 'zh-TW': '一次最多上傳10個檔案' },
  emptyFile: { en: 'The file is empty', 'zh-CN': '文件为空', 'zh-TW': '檔案為空' },
  fileNameHasSpaces: { en: 'File names must not contain spaces', 'zh-CN': '文件名不能包含空格', 'zh-TW': '檔案名稱不能包含空格' },
  storageFull: {
    en: 'Storage capacity is full, buy capacity or delete files',
    'zh-CN': '存储空间已满，请购买容量或删除文件',
    'zh-TW': '儲存空間已滿，請購買容量或刪除檔案',
  },
  invalidKey: { en: 'Invalid file path', 'zh-CN': '文件路径无效', 'zh-TW': '檔案路徑無效' },
  nameRequired: { en: 'Name must not be empty', 'zh-CN': '名称不能为空', 'zh-TW': '名稱不能為空' },
} satisfies Record<string, Texts>;

export type ErrorKey = keyof typeof catalogue;
export const ERROR_CATALOGUE: Record<ErrorKey, Texts> = catalogue;

export function isErrorKey(key: string): key is ErrorKey {
  return Object.prototype.hasOwnProperty.call(catalogue, key);
}

/** The message for a key in the caller's language, with `{name}` placeholders filled. */
export function messageFor(key: ErrorKey, language?: string | null, params?: Record<string, string | number>): string {
  const text = ERROR_CATALOGUE[key][toUiLanguage(language)];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
