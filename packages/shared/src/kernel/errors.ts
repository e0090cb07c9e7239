import { toUiLanguage, type UiLanguage } from './locale.ts';

/**
 * The error catalogue (product-rules#errors). Every message a user can see from the server has a key
 * here with its three UI-language texts, so the server answers in the caller's language
 * (the `language` header) and the web client can translate the same keys.
 */
type Texts = Record<UiLanguage, string>;
/** A placeholder's value: the same in every language, or one text per language (a list of field names). */
export type MessageParams = Record<string, string | number | Texts>;

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
  tooManyRequests: {
    en: 'Too many attempts, please wait and try again',
    'zh-CN': '尝试次数过多，请稍后再试',
    'zh-TW': '嘗試次數過多，請稍後再試',
  },
  operationFailed: { en: 'Operation failed', 'zh-CN': '操作失败', 'zh-TW': '操作失敗' },
  questionnaireDone: {
    en: 'You have already filled in the questionnaire',
    'zh-CN': '您已填写过问卷',
    'zh-TW': '您已填寫過問卷',
  },
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
  codeExpired: {
    en: 'The verification code has expired, please request a new one',
    'zh-CN': '验证码已过期，请重新获取',
    'zh-TW': '驗證碼已過期，請重新取得',
  },
  sliderFailed: { en: 'Verification failed', 'zh-CN': '验证失败', 'zh-TW': '驗證失敗' },
  invalidEmail: { en: 'Wrong email', 'zh-CN': '邮箱格式错误', 'zh-TW': '電子郵件格式錯誤' },
  emailOrPasswordIncorrect: { en: 'Email or password incorrect', 'zh-CN': '邮箱或密码错误', 'zh-TW': '電子郵件或密碼錯誤' },
  phoneOrPasswordIncorrect: { en: 'Phone number or password incorrect', 'zh-CN': '手机号或密码错误', 'zh-TW': '手機號碼或密碼錯誤' },
  emailAlreadyRegistered: {
    en: 'Email already registered, please log in',
    'zh-CN': '邮箱已注册，请登录',
    'zh-TW': '電子郵件已註冊，請登入',
  },
  phoneAlreadyRegistered: {
    en: 'Phone number already registered, please log in',
    'zh-CN': '手机号已注册，请登录',
    'zh-TW': '手機號碼已註冊，請登入',
  },
  accountNotFound: { en: 'No account is registered with this address', 'zh-CN': '该账号未注册', 'zh-TW': '該帳號未註冊' },
  agreeToTerms: {
    en: 'Please agree to the user agreement and privacy policy',
    'zh-CN': '请阅读并同意用户协议和隐私政策',
    'zh-TW': '請閱讀並同意使用者協議和隱私權政策',
  },
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
  systemErrorContactAdmin: {
    en: 'System error, contact administrator',
    'zh-CN': '系统错误，请联系管理员',
    'zh-TW': '系統錯誤，請聯絡管理員',
  },
  companyConfigExists: {
    en: 'A configuration for this company already exists',
    'zh-CN': '该企业的配置已存在',
    'zh-TW': '該企業的配置已存在',
  },
  companyHostTaken: {
    en: 'This host already selects another configuration',
    'zh-CN': '该域名已被其他配置使用',
    'zh-TW': '該網域已被其他配置使用',
  },
  microAppNeedsNameAndUrl: {
    en: 'A micro-app needs a name and a url',
    'zh-CN': '微应用需要名称和地址',
    'zh-TW': '微應用需要名稱和網址',
  },
  microAppTagInvalid: {
    en: 'A micro-app tag must begin with micro-app',
    'zh-CN': '微应用标签必须以 micro-app 开头',
    'zh-TW': '微應用標籤必須以 micro-app 開頭',
  },

  // Files and media
  uploadFailed: { en: 'Upload failed, upload again', 'zh-CN': '上传失败，请重新上传', 'zh-TW': '上傳失敗，請重新上傳' },
  audioFilesFailed: {
    en: '{count} audio files failed to upload',
    'zh-CN': '{count}个音频文件上传失败',
    'zh-TW': '{count}個音訊檔案上傳失敗',
  },
  transcodeFailed: { en: 'Transcode failed', 'zh-CN': '转码失败', 'zh-TW': '轉碼失敗' },
  videoConversionFailed: { en: 'Video conversion failed: {reason}', 'zh-CN': '视频转换失败：{reason}', 'zh-TW': '影片轉換失敗：{reason}' },
  fileFormatNotSupported: { en: 'File format not supported', 'zh-CN': '不支持该文件格式', 'zh-TW': '不支援該檔案格式' },
  fileSizeExceeded: { en: 'File size exceeds the limit', 'zh-CN': '文件大小超出限制', 'zh-TW': '檔案大小超出限制' },
  chooseAudioOrImageFormat: {
    en: 'Please choose a correct audio or image format',
    'zh-CN': '请选择正确的音频或图片格式',
    'zh-TW': '請選擇正確的音訊或圖片格式',
  },
  tooManyFiles: { en: 'At most 10 files can be uploaded at once', 'zh-CN': '一次最多上传10个文件', 'zh-TW': '一次最多上傳10個檔案' },
  emptyFile: { en: 'The file is empty', 'zh-CN': '文件为空', 'zh-TW': '檔案為空' },
  fileNameHasSpaces: { en: 'File names must not contain spaces', 'zh-CN': '文件名不能包含空格', 'zh-TW': '檔案名稱不能包含空格' },
  storageFull: {
    en: 'Storage capacity is full, buy capacity or delete files',
    'zh-CN': '存储空间已满，请购买容量或删除文件',
    'zh-TW': '儲存空間已滿，請購買容量或刪除檔案',
  },
  invalidKey: { en: 'Invalid file path', 'zh-CN': '文件路径无效', 'zh-TW': '檔案路徑無效' },
  checksumMismatch: {
    en: 'The file arrived damaged, upload again',
    'zh-CN': '文件传输损坏，请重新上传',
    'zh-TW': '檔案傳輸損壞，請重新上傳',
  },
  invalidSignature: { en: 'The request signature is invalid', 'zh-CN': '请求签名无效', 'zh-TW': '請求簽章無效' },
  invalidRange: { en: 'The requested range is not available', 'zh-CN': '请求的范围无效', 'zh-TW': '請求的範圍無效' },
  uploadNotFound: {
    en: 'The upload no longer exists, upload again',
    'zh-CN': '上传任务不存在，请重新上传',
    'zh-TW': '上傳任務不存在，請重新上傳',
  },
  invalidUploadParts: {
    en: 'Some parts of the upload are missing, upload again',
    'zh-CN': '上传分片缺失，请重新上传',
    'zh-TW': '上傳分片缺失，請重新上傳',
  },
  nameRequired: { en: 'Name must not be empty', 'zh-CN': '名称不能为空', 'zh-TW': '名稱不能為空' },

  pptLoadFailed: { en: 'PPT load failed, upload again', 'zh-CN': 'PPT加载失败，请重新上传', 'zh-TW': 'PPT載入失敗，請重新上傳' },
  pptVideoTooLong: {
    en: 'A PPT video may be at most 30 minutes long',
    'zh-CN': 'PPT视频最长30分钟',
    'zh-TW': 'PPT影片最長30分鐘',
  },
  illegalInput: { en: 'Illegal input', 'zh-CN': '输入不合法', 'zh-TW': '輸入不合法' },
  invalidShareValidity: { en: 'Share validity must be 1 to 30 days', 'zh-CN': '分享有效期须为1至30天', 'zh-TW': '分享有效期須為1至30天' },
  invalidColor: {
    en: 'Colour must be a 3- or 6-digit hex value or rgb()',
    'zh-CN': '颜色须为3位或6位十六进制值或rgb()',
    'zh-TW': '顏色須為3位或6位十六進位值或rgb()',
  },

  // Photo avatar and clone
  avatarDesignInvalid: {
    en: 'The avatar design is not valid, please check its options',
    'zh-CN': '形象设计参数有误，请检查各项选项',
    'zh-TW': '形象設計參數有誤，請檢查各項選項',
  },
  photoAvatarCreateFailed: { en: 'Creating photo digital human failed', 'zh-CN': '创建照片数字人失败', 'zh-TW': '建立照片數位人失敗' },
  photoAvatarCreationFailed: {
    en: 'Photo digital avatar creation failed',
    'zh-CN': '照片数字分身创建失败',
    'zh-TW': '照片數位分身建立失敗',
  },
  photoFormatNotSupported: {
    en: 'Creating photo digital human failed: choose a JPG or PNG photo',
    'zh-CN': '创建照片数字人失败：请选择JPG或PNG照片',
    'zh-TW': '建立照片數位人失敗：請選擇JPG或PNG照片',
  },
  photoSizeOutOfRange: {
    en: 'Creating photo digital human failed: the photo must be 256 to 4096 pixels on each side',
    'zh-CN': '创建照片数字人失败：照片每边须为256到4096像素',
    'zh-TW': '建立照片數位人失敗：照片每邊須為256到4096像素',
  },
  photoNoFace: {
    en: 'Creating photo digital human failed: no face was found in the photo',
    'zh-CN': '创建照片数字人失败：照片中未检测到人脸',
    'zh-TW': '建立照片數位人失敗：照片中未偵測到人臉',
  },
  photoManyFaces: {
    en: 'Creating photo digital human failed: the photo shows more than one face',
    'zh-CN': '创建照片数字人失败：照片中有多张人脸',
    'zh-TW': '建立照片數位人失敗：照片中有多張人臉',
  },
  photoTinyFace: {
    en: 'Creating photo digital human failed: the face is too small, it should fill about half of the photo',
    'zh-CN': '创建照片数字人失败：人脸太小，应约占照片的一半',
    'zh-TW': '建立照片數位人失敗：人臉太小，應約佔照片的一半',
  },
  photoNotFrontal: {
    en: 'Creating photo digital human failed: the face must look straight at the camera',
    'zh-CN': '创建照片数字人失败：人脸须正对镜头',
    'zh-TW': '建立照片數位人失敗：人臉須正對鏡頭',
  },
  photoCropInvalid: {
    en: 'Photo digital avatar creation failed: the crop must lie inside the photo',
    'zh-CN': '照片数字分身创建失败：裁剪区域须在照片内',
    'zh-TW': '照片數位分身建立失敗：裁剪區域須在照片內',
  },
  photoAvatarNotReady: {
    en: 'Photo digital avatar creation failed: the photo avatar is not ready',
    'zh-CN': '照片数字分身创建失败：照片数字人尚未就绪',
    'zh-TW': '照片數位分身建立失敗：照片數位人尚未就緒',
  },
  photoLinesRequired: { en: 'Add at least one line', 'zh-CN': '请至少添加一句台词', 'zh-TW': '請至少新增一句台詞' },
  photoTooManyLines: { en: 'At most 20 lines', 'zh-CN': '最多20句台词', 'zh-TW': '最多20句台詞' },
  photoRoleMissing: { en: 'Every line needs a role', 'zh-CN': '每句台词都需要角色', 'zh-TW': '每句台詞都需要角色' },
  photoAudioTooLong: {
    en: 'The audio must be at most 3 minutes',
    'zh-CN': '音频时长不能超过3分钟',
    'zh-TW': '音訊時長不能超過3分鐘',
  },
  audioUnreadable: {
    en: 'Please choose a correct audio format (mp3 or wav)',
    'zh-CN': '请选择正确的音频格式（mp3或wav）',
    'zh-TW': '請選擇正確的音訊格式（mp3或wav）',
  },
  videoAuthorizationFailed: { en: 'Video Authorization Failed', 'zh-CN': '视频授权失败', 'zh-TW': '影片授權失敗' },
  cloneAuthorizationInReview: {
    en: 'The authorization video is waiting for an operator’s review; training can start once it is approved',
    'zh-CN': '授权视频正在等待运营人员审核，审核通过后即可开始训练',
    'zh-TW': '授權影片正在等待營運人員審核，審核通過後即可開始訓練',
  },
  cloneReviewDecided: {
    en: 'This authorization video has already been decided',
    'zh-CN': '该授权视频已被处理',
    'zh-TW': '該授權影片已被處理',
  },
  cloneReviewReasonRequired: {
    en: 'Please give the reason for the rejection',
    'zh-CN': '请填写驳回原因',
    'zh-TW': '請填寫駁回原因',
  },
  insufficientClones: {
    en: 'Insufficient number of clones, please contact sales',
    'zh-CN': '克隆次数不足，请联系销售',
    'zh-TW': '克隆次數不足，請聯絡銷售',
  },
  cloneVideoFormat: {
    en: 'File format not supported: upload an MP4, MOV or WEBM video',
    'zh-CN': '文件格式不支持：请上传MP4、MOV或WEBM视频',
    'zh-TW': '檔案格式不支援：請上傳MP4、MOV或WEBM影片',
  },
  cloneVideoTooLarge: {
    en: 'File size exceeds the limit (under 2 GB)',
    'zh-CN': '文件大小超过限制（须小于2GB）',
    'zh-TW': '檔案大小超過限制（須小於2GB）',
  },
  cloneVideoDuration: {
    en: 'The training video must be 3 to 5 minutes long',
    'zh-CN': '训练视频时长须为3到5分钟',
    'zh-TW': '訓練影片時長須為3到5分鐘',
  },
  cloneVideoResolution: {
    en: 'The training video must be between 360p and 4K',
    'zh-CN': '训练视频分辨率须在360p到4K之间',
    'zh-TW': '訓練影片解析度須在360p到4K之間',
  },
  cloneVideoNoFace: {
    en: 'The face must be visible and unobstructed, looking at the camera, throughout the video',
    'zh-CN': '视频中人脸须始终清晰可见、无遮挡并正对镜头',
    'zh-TW': '影片中人臉須始終清晰可見、無遮擋並正對鏡頭',
  },
  cloneVideoManyFaces: { en: 'Only one person may appear in the video', 'zh-CN': '视频中只能出现一个人', 'zh-TW': '影片中只能出現一個人' },
  cloneVideoUnreadable: {
    en: 'Video conversion failed: the video could not be read',
    'zh-CN': '视频转换失败：无法读取视频',
    'zh-TW': '影片轉換失敗：無法讀取影片',
  },
  cloneNotReady: {
    en: 'Upload the training video and the authorization video first',
    'zh-CN': '请先上传训练视频和授权视频',
    'zh-TW': '請先上傳訓練影片和授權影片',
  },
  cloneTrainingFailed: {
    en: 'Synthesis failed, you can continue the training',
    'zh-CN': '合成失败，可继续训练',
    'zh-TW': '合成失敗，可繼續訓練',
  },

  // Avatar gating (product-rules#export-avatar-gating; English texts as the product words them)
  avatarDataError: { en: 'avatar data error', 'zh-CN': '数字人数据错误', 'zh-TW': '數位人資料錯誤' },
  avatarBusinessOnly: {
    en: 'Only available to Business and Enterprise users',
    'zh-CN': '仅限商业版和企业版用户使用',
    'zh-TW': '僅限商業版和企業版使用者使用',
  },
  purchaseMembershipFirst: { en: 'Please purchase membership first', 'zh-CN': '请先购买会员', 'zh-TW': '請先購買會員' },

  // Time and plan limits
  noCompositionTimeEnterprise: {
    en: 'No composition time left, please contact the enterprise administrator',
    'zh-CN': '合成时长已用完，请联系企业管理员',
    'zh-TW': '合成時長已用完，請聯絡企業管理員',
  },
  noCompositionTime: {
    en: 'No composition time left, please buy membership in the member centre',
    'zh-CN': '合成时长已用完，请前往会员中心购买会员',
    'zh-TW': '合成時長已用完，請前往會員中心購買會員',
  },
  compositionTimeShort: {
    en: 'This video needs {needed} s of composition time and {left} s are left; buy more time in the member centre',
    'zh-CN': '本视频需要 {needed} 秒合成时长，剩余 {left} 秒；请前往会员中心购买时长',
    'zh-TW': '本影片需要 {needed} 秒合成時長，剩餘 {left} 秒；請前往會員中心購買時長',
  },
  resolutionVipOnly: { en: 'resolution is VIP-only', 'zh-CN': '该分辨率仅限会员使用', 'zh-TW': '該解析度僅限會員使用' },
  resolutionNeedsPayment: { en: 'This resolution needs payment', 'zh-CN': '该分辨率需要付费', 'zh-TW': '該解析度需要付費' },
  templateVipOnly: { en: 'This template is VIP-only', 'zh-CN': '该模板仅限会员使用', 'zh-TW': '該範本僅限會員使用' },
  templatePersonalOnly: {
    en: 'This template is only available to personal accounts',
    'zh-CN': '该模板仅限个人用户使用',
    'zh-TW': '該範本僅限個人用戶使用',
  },
  watermarkMembersOnly: {
    en: 'watermark cannot be removed as a non-member',
    'zh-CN': '非会员无法去除水印',
    'zh-TW': '非會員無法去除浮水印',
  },
  wordCountUsedUp: { en: 'Word count used up, please buy words', 'zh-CN': '字数已用完，请购买字数', 'zh-TW': '字數已用完，請購買字數' },
  imageCountUsedUp: {
    en: 'Image count used up, please buy images',
    'zh-CN': '图片数已用完，请购买图片',
    'zh-TW': '圖片數已用完，請購買圖片',
  },
  knowledgeBaseFull: {
    en: 'Knowledge base full, please buy capacity',
    'zh-CN': '知识库已满，请购买容量',
    'zh-TW': '知識庫已滿，請購買容量',
  },
  pageLimitExceeded: {
    en: 'Non-members can use at most 6 pages',
    'zh-CN': '非会员最多使用6页',
    'zh-TW': '非會員最多使用6頁',
  },

  // Batch synthesis (product-rules#wizards-batch)
  batchDialogueRequired: { en: 'At least one dialogue is required', 'zh-CN': '至少需要一条台词', 'zh-TW': '至少需要一條台詞' },
  batchVideoLimitExceeded: {
    en: 'Your plan can make at most {max} videos per batch',
    'zh-CN': '当前套餐每次批量合成最多{max}个视频',
    'zh-TW': '目前方案每次批次合成最多{max}個影片',
  },
  batchCountAboveMaterials: {
    en: 'These materials make at most {max} different videos; add rows or templates',
    'zh-CN': '当前素材最多生成{max}个不同的视频，请添加行或模板',
    'zh-TW': '目前素材最多產生{max}個不同的影片，請新增列或範本',
  },
  batchCountInvalid: { en: 'Enter the number of videos', 'zh-CN': '请输入视频数量', 'zh-TW': '請輸入影片數量' },
  batchTemplateRequired: { en: 'Choose at least one template', 'zh-CN': '请至少选择一个模板', 'zh-TW': '請至少選擇一個範本' },
  batchTooManyRows: {
    en: 'The table has more rows than any batch can make',
    'zh-CN': '表格行数超过批量合成的上限',
    'zh-TW': '表格列數超過批次合成的上限',
  },
  batchCellTooLong: { en: 'This text is too long', 'zh-CN': '文字过长', 'zh-TW': '文字過長' },
  batchBackgroundInvalid: {
    en: 'Use a stock background id (bg-…) or a file of your storage',
    'zh-CN': '请使用素材背景编号（bg-…）或您存储中的文件',
    'zh-TW': '請使用素材背景編號（bg-…）或您儲存空間中的檔案',
  },
  batchRenderFailed: { en: 'Synthesis failed, try again', 'zh-CN': '合成失败，请重试', 'zh-TW': '合成失敗，請重試' },
  batchNothingToRetry: { en: 'No failed videos to retry', 'zh-CN': '没有可重试的失败视频', 'zh-TW': '沒有可重試的失敗影片' },
  batchNothingToDownload: { en: 'No finished videos yet', 'zh-CN': '暂无已完成的视频', 'zh-TW': '尚無已完成的影片' },
  batchImportEmpty: { en: 'The file has no rows', 'zh-CN': '文件中没有数据行', 'zh-TW': '檔案中沒有資料列' },

  // Voice
  voiceComponentLoadFailed: {
    en: 'Voice component failed to load, please refresh',
    'zh-CN': '语音组件加载失败，请刷新',
    'zh-TW': '語音元件載入失敗，請重新整理',
  },
  audioSynthesisFailed: { en: 'Audio synthesis failed', 'zh-CN': '音频合成失败', 'zh-TW': '音訊合成失敗' },
  speechTextMissing: { en: 'Enter the text to read aloud', 'zh-CN': '请输入要朗读的文字', 'zh-TW': '請輸入要朗讀的文字' },
  speechTextTooLong: {
    en: 'A text to read aloud has at most 5,000 characters',
    'zh-CN': '朗读文字最多 5000 个字',
    'zh-TW': '朗讀文字最多 5000 個字',
  },
  previewFailed: { en: 'Preview failed', 'zh-CN': '试听失败', 'zh-TW': '試聽失敗' },
  noRelatedSounds: { en: 'No related sounds', 'zh-CN': '暂无相关声音', 'zh-TW': '暫無相關聲音' },
  languageNotSupported: { en: 'Language not supported', 'zh-CN': '不支持该语言', 'zh-TW': '不支援該語言' },
  speakerLanguageNotSupported: {
    en: 'The current speaker does not support this language, please change the speaker',
    'zh-CN': '当前发音人不支持该语言，请更换发音人',
    'zh-TW': '目前發音人不支援該語言，請更換發音人',
  },
  recordingPermissionDenied: {
    en: 'Recording failed, permission not granted',
    'zh-CN': '录音失败，未获得权限',
    'zh-TW': '錄音失敗，未取得權限',
  },
  microphoneRefused: { en: 'Microphone access was refused', 'zh-CN': '麦克风权限被拒绝', 'zh-TW': '麥克風權限被拒絕' },
  browserNoHardwareSupport: { en: 'This browser lacks hardware support', 'zh-CN': '浏览器不支持该硬件', 'zh-TW': '瀏覽器不支援該硬體' },
  deviceNotFound: { en: 'Device not found', 'zh-CN': '未找到设备', 'zh-TW': '找不到裝置' },
  cannotOpenMicrophone: { en: 'Cannot open the microphone', 'zh-CN': '无法打开麦克风', 'zh-TW': '無法開啟麥克風' },
  // Voice profiles (issue 12 §3)
  voiceSampleTooShort: { en: 'The recording is too short', 'zh-CN': '录音太短', 'zh-TW': '錄音太短' },
  voiceSampleTooLong: {
    en: 'A recording may last at most 1 minute, an uploaded audio file at most 3 minutes',
    'zh-CN': '每段录音最长1分钟，上传的音频最长3分钟',
    'zh-TW': '每段錄音最長1分鐘，上傳的音訊最長3分鐘',
  },
  voiceSamplesTotalTooLong: {
    en: 'A voice profile holds at most 20 minutes of recordings',
    'zh-CN': '一个声音档案最多容纳20分钟录音',
    'zh-TW': '一個聲音檔案最多容納20分鐘錄音',
  },
  voiceProfileIncomplete: {
    en: 'Record or upload every sentence before building the voice',
    'zh-CN': '请先录制或上传全部句子，再生成声音',
    'zh-TW': '請先錄製或上傳全部句子，再生成聲音',
  },
  voiceProfileBuilt: {
    en: 'This voice is already built; its samples can no longer change',
    'zh-CN': '该声音已生成，样本不能再修改',
    'zh-TW': '該聲音已生成，樣本不能再修改',
  },
  voiceProfileBuildFailed: { en: 'Building the voice failed', 'zh-CN': '声音生成失败', 'zh-TW': '聲音生成失敗' },
  utteranceTooLong: { en: 'Speak for at most 30 seconds at a time', 'zh-CN': '每次说话不能超过30秒', 'zh-TW': '每次說話不能超過30秒' },
  speechRecognitionFailed: {
    en: 'Speech recognition failed, please try again',
    'zh-CN': '语音识别失败，请重试',
    'zh-TW': '語音辨識失敗，請重試',
  },

  // Pages and layers
  pasteNothingHeld: { en: 'Copy or cut a page first', 'zh-CN': '请先复制或剪切页面', 'zh-TW': '請先複製或剪下頁面' },
  dubbingTextMissing: { en: 'Some pages lack dubbing text', 'zh-CN': '部分页面缺少配音文案', 'zh-TW': '部分頁面缺少配音文案' },
  dubbingTextTooShort: {
    en: 'Some page copy is less than 15 characters, please complete it!',
    'zh-CN': '部分页面文案少于15个字，请补充完整！',
    'zh-TW': '部分頁面文案少於15個字，請補充完整！',
  },
  selectAtLeastOnePage: { en: 'Please select at least one page', 'zh-CN': '请至少选择一页', 'zh-TW': '請至少選擇一頁' },
  scenesWithoutLines: {
    en: 'Some scenes have no lines, add lines first',
    'zh-CN': '部分场景没有台词，请先添加台词',
    'zh-TW': '部分場景沒有台詞，請先新增台詞',
  },
  liveMaterialsTooMany: {
    en: 'Add at most 10 materials at once',
    'zh-CN': '一次最多添加10个素材',
    'zh-TW': '一次最多新增10個素材',
  },
  realPersonRoomHasAvatar: {
    en: 'A real-person room has one avatar; confirm to replace it',
    'zh-CN': '真人直播间只能有一个数字人，确认后替换',
    'zh-TW': '真人直播間只能有一個數位人，確認後替換',
  },
  cannotMove: { en: 'Cannot move up or down', 'zh-CN': '无法上移或下移', 'zh-TW': '無法上移或下移' },
  alreadyTopLayer: { en: 'Already the top layer', 'zh-CN': '已经是顶层了', 'zh-TW': '已經是頂層了' },
  alreadyBottomLayer: { en: 'Already the bottom layer', 'zh-CN': '已经是底层了', 'zh-TW': '已經是底層了' },
  liveHookSecretWrong: {
    en: 'The room secret is missing or wrong',
    'zh-CN': '直播间密钥缺失或错误',
    'zh-TW': '直播間密鑰缺失或錯誤',
  },
  rtmpUrlInvalid: {
    en: 'Enter an RTMP address starting with rtmp:// or rtmps://',
    'zh-CN': '请输入以 rtmp:// 或 rtmps:// 开头的推流地址',
    'zh-TW': '請輸入以 rtmp:// 或 rtmps:// 開頭的推流位址',
  },
  imageTooLarge: {
    en: 'The image is too large (at most 50 megapixels and 16384 pixels a side); make it smaller and upload it again',
    'zh-CN': '图片过大（最多 5000 万像素、每边最多 16384 像素），请缩小后重新上传',
    'zh-TW': '圖片過大（最多 5000 萬像素、每邊最多 16384 像素），請縮小後重新上傳',
  },
  rtmpKeyInvalid: {
    en: 'A stream key has no spaces or line breaks; copy it again from the platform',
    'zh-CN': '推流密钥不能包含空格或换行，请从平台重新复制',
    'zh-TW': '推流金鑰不能包含空格或換行，請從平台重新複製',
  },
  roomStreamingCannotDelete: {
    en: 'Cannot delete a room while it is streaming',
    'zh-CN': '直播中的直播间无法删除',
    'zh-TW': '直播中的直播間無法刪除',
  },
  lastPageCannotBeDeleted: { en: 'A project needs at least one page', 'zh-CN': '项目至少需要一页', 'zh-TW': '專案至少需要一頁' },
  pageNotFound: { en: 'Page not found', 'zh-CN': '页面不存在', 'zh-TW': '頁面不存在' },
  elementNotFound: { en: 'Element not found', 'zh-CN': '元素不存在', 'zh-TW': '元素不存在' },
  clearAudioDrivenFirst: {
    en: 'Clear the audio-driven audio before switching to text-driven',
    'zh-CN': '请先清除音频驱动的音频，再切换为文本驱动',
    'zh-TW': '請先清除音訊驅動的音訊，再切換為文字驅動',
  },
  nothingToUndo: { en: 'Nothing to undo', 'zh-CN': '没有可撤销的操作', 'zh-TW': '沒有可復原的操作' },
  nothingToRedo: { en: 'Nothing to redo', 'zh-CN': '没有可重做的操作', 'zh-TW': '沒有可重做的操作' },

  // Timeline
  invalidTimeText: {
    en: 'Time must be written as hh:mm:ss,mmm',
    'zh-CN': '时间格式须为 hh:mm:ss,mmm',
    'zh-TW': '時間格式須為 hh:mm:ss,mmm',
  },
  pasteNoClipHeld: { en: 'Copy a clip first', 'zh-CN': '请先复制片段', 'zh-TW': '請先複製片段' },
  clipOverlap: { en: 'Clips on the same track cannot overlap', 'zh-CN': '同一轨道上的片段不能重叠', 'zh-TW': '同一軌道上的片段不能重疊' },
  trackKindMismatch: {
    en: 'A clip can only move to a track of the same kind',
    'zh-CN': '片段只能移动到同类轨道',
    'zh-TW': '片段只能移動到同類軌道',
  },
  trackNotFound: { en: 'Track not found', 'zh-CN': '轨道不存在', 'zh-TW': '軌道不存在' },
  clipNotFound: { en: 'Clip not found', 'zh-CN': '片段不存在', 'zh-TW': '片段不存在' },
  trimOutOfRange: { en: 'The clip cannot be longer than its source', 'zh-CN': '片段不能超过素材时长', 'zh-TW': '片段不能超過素材時長' },
  splitOutsideClip: { en: 'Split at a time inside the clip', 'zh-CN': '请在片段范围内分割', 'zh-TW': '請在片段範圍內分割' },
  trackTooLong: { en: 'The track is longer than the maximum duration', 'zh-CN': '轨道超过最大时长', 'zh-TW': '軌道超過最大時長' },
  invalidClipValue: { en: 'Invalid clip value', 'zh-CN': '片段参数无效', 'zh-TW': '片段參數無效' },

  // Tasks and editing
  taskCancelFailed: { en: 'Task cancellation failed', 'zh-CN': '任务取消失败', 'zh-TW': '任務取消失敗' },
  cancelCurrentTaskFirst: {
    en: 'Cancel the current task before starting a new one',
    'zh-CN': '请先取消当前任务再开始新任务',
    'zh-TW': '請先取消目前任務再開始新任務',
  },
  actionSelectionFailed: { en: 'Action selection failed', 'zh-CN': '动作选择失败', 'zh-TW': '動作選擇失敗' },
  coverEditFailed: { en: 'Cover editing failed', 'zh-CN': '封面编辑失败', 'zh-TW': '封面編輯失敗' },
  videoNotFinished: {
    en: 'The video is not finished yet: edit its cover once it has been composed',
    'zh-CN': '视频尚未合成完成，完成后才能编辑封面',
    'zh-TW': '影片尚未合成完成，完成後才能編輯封面',
  },
  coverTitleTooLong: { en: 'A cover title has at most 40 characters', 'zh-CN': '封面标题最多 40 个字', 'zh-TW': '封面標題最多 40 個字' },

  // Payment
  paymentFailed: { en: 'Payment failed, click to continue paying', 'zh-CN': '支付失败，点击继续支付', 'zh-TW': '付款失敗，點擊繼續付款' },
  addOnMembersOnly: { en: 'Add-on packs are for members', 'zh-CN': '加油包仅限会员购买', 'zh-TW': '加值包僅限會員購買' },
  contactSalesToBuy: { en: 'Please contact sales for this plan', 'zh-CN': '该套餐请联系销售购买', 'zh-TW': '該方案請聯絡銷售購買' },
  priceUnavailable: { en: 'This price is not offered', 'zh-CN': '该价格不可购买', 'zh-TW': '該價格不可購買' },
  orderNotPayable: { en: 'This order can no longer be paid', 'zh-CN': '该订单已无法支付', 'zh-TW': '該訂單已無法付款' },
  orderNotRefundable: { en: 'Only a paid order can be refunded', 'zh-CN': '只有已支付的订单可以退款', 'zh-TW': '只有已付款的訂單可以退款' },
  refundFailed: { en: 'The payment provider did not accept the refund', 'zh-CN': '支付服务商未受理退款', 'zh-TW': '支付服務商未受理退款' },
  refundInProgress: {
    en: 'A refund of this order is already under way',
    'zh-CN': '该订单的退款已在处理中',
    'zh-TW': '該訂單的退款已在處理中',
  },

  enterprisePoolInsufficient: {
    en: 'The enterprise has not enough composition time left to grant this',
    'zh-CN': '企业剩余合成时长不足，无法分配',
    'zh-TW': '企業剩餘合成時長不足，無法分配',
  },

  // Business-contact form (spec §5 contact form rules; the wording is ours)
  contactNameRequired: {
    en: 'Please enter your name (up to 50 characters)',
    'zh-CN': '请填写姓名（最多 50 个字符）',
    'zh-TW': '請填寫姓名（最多 50 個字元）',
  },
  contactBusinessEmail: {
    en: 'Please enter a valid business email (not a personal mailbox)',
    'zh-CN': '请填写有效的企业邮箱（非个人邮箱）',
    'zh-TW': '請填寫有效的企業信箱（非個人信箱）',
  },
  contactAreaCodeRequired: {
    en: 'Please choose an area code before the phone number',
    'zh-CN': '请先选择区号再填写电话号码',
    'zh-TW': '請先選擇區碼再填寫電話號碼',
  },
  contactPhoneInvalid: { en: 'Please enter a valid phone number', 'zh-CN': '请填写有效的电话号码', 'zh-TW': '請填寫有效的電話號碼' },
  contactJobTitleRequired: { en: 'Please enter your job title', 'zh-CN': '请填写职位', 'zh-TW': '請填寫職稱' },
  contactServicesRequired: {
    en: 'Please choose at least one service',
    'zh-CN': '请至少选择一项服务',
    'zh-TW': '請至少選擇一項服務',
  },
  contactMessageRequired: {
    en: 'Please enter a message (up to 5000 characters)',
    'zh-CN': '请填写留言（最多 5000 个字符）',
    'zh-TW': '請填寫留言（最多 5000 個字元）',
  },
  // Public site content (issue 15 §3)
  contentSlugTaken: {
    en: 'Another item of this kind already uses this address (slug)',
    'zh-CN': '同类内容已使用此地址（slug）',
    'zh-TW': '同類內容已使用此位址（slug）',
  },
  contentTitleRequired: {
    en: 'Please enter an English title (up to 200 characters)',
    'zh-CN': '请填写英文标题（最多 200 个字符）',
    'zh-TW': '請填寫英文標題（最多 200 個字元）',
  },
  contentCategoryInvalid: {
    en: 'Choose a category that fits this kind of content',
    'zh-CN': '请选择与内容类型相符的分类',
    'zh-TW': '請選擇與內容類型相符的分類',
  },

  // Redemption codes and coupons (the spec names no messages for them: ours)
  codeUnknown: {
    en: 'This code does not exist, check it and try again',
    'zh-CN': '兑换码不存在，请检查后重试',
    'zh-TW': '兌換碼不存在，請檢查後重試',
  },
  codeExpiredRedeem: { en: 'This code has expired', 'zh-CN': '兑换码已过期', 'zh-TW': '兌換碼已過期' },
  codeDisabled: { en: 'This code is no longer valid', 'zh-CN': '兑换码已失效', 'zh-TW': '兌換碼已失效' },
  codeUsedUp: { en: 'This code has already been used', 'zh-CN': '兑换码已被使用', 'zh-TW': '兌換碼已被使用' },
  codeAlreadyRedeemed: { en: 'You have already used this code', 'zh-CN': '您已使用过该兑换码', 'zh-TW': '您已使用過該兌換碼' },
  codeIsCoupon: {
    en: 'This is a coupon: enter it when you buy a plan or pack',
    'zh-CN': '这是优惠券，请在购买套餐或加油包时使用',
    'zh-TW': '這是優惠券，請在購買方案或加值包時使用',
  },
  codeNotCoupon: {
    en: 'This code is not a coupon: redeem it from the menu',
    'zh-CN': '该码不是优惠券，请在菜单中兑换',
    'zh-TW': '該碼不是優惠券，請在選單中兌換',
  },
  couponNotForProduct: {
    en: 'This coupon does not apply to this product',
    'zh-CN': '该优惠券不适用于此商品',
    'zh-TW': '該優惠券不適用於此商品',
  },

  // Distribution centre (ours: the spec names no messages for it)
  referralCodeUnknown: { en: 'This referral code does not exist', 'zh-CN': '推荐码不存在', 'zh-TW': '推薦碼不存在' },
  referralSelf: { en: 'You cannot use your own referral code', 'zh-CN': '不能使用自己的推荐码', 'zh-TW': '不能使用自己的推薦碼' },
  referralAlreadyBound: {
    en: 'Your account is already linked to a referrer',
    'zh-CN': '您的账号已绑定推荐人',
    'zh-TW': '您的帳號已綁定推薦人',
  },
  referralAfterPaid: {
    en: 'Accounts that have already paid cannot be linked to a referrer',
    'zh-CN': '已付费的账号不能绑定推荐人',
    'zh-TW': '已付費的帳號不能綁定推薦人',
  },
  withdrawalOverBalance: {
    en: 'The amount is more than your available balance',
    'zh-CN': '提现金额超过可用余额',
    'zh-TW': '提領金額超過可用餘額',
  },
  withdrawalDecided: { en: 'This withdrawal has already been decided', 'zh-CN': '该提现申请已处理', 'zh-TW': '該提領申請已處理' },

  // Knowledge bases (spec §4 states, §5 rules, §9 limits)
  knowledgeBaseDocumentLimit: {
    en: 'A knowledge base holds at most 10 documents',
    'zh-CN': '一个知识库最多包含10个文档',
    'zh-TW': '一個知識庫最多包含10個文件',
  },
  knowledgeQueryRequired: { en: 'Please enter the query text', 'zh-CN': '请输入测试文本', 'zh-TW': '請輸入測試文字' },
  knowledgeBaseProcessing: {
    en: 'Settings cannot change while the knowledge base is processing',
    'zh-CN': '知识库处理中，无法修改设置',
    'zh-TW': '知識庫處理中，無法修改設定',
  },
  documentNameExists: {
    en: 'A document with this name is already in the knowledge base',
    'zh-CN': '知识库中已有同名文档',
    'zh-TW': '知識庫中已有同名文件',
  },
  documentCorrupt: {
    en: 'The file is damaged and cannot be read',
    'zh-CN': '文件已损坏，无法读取',
    'zh-TW': '檔案已損壞，無法讀取',
  },
  documentEncrypted: {
    en: 'The file is password-protected; upload it without a password',
    'zh-CN': '文件已加密，请上传未加密的文件',
    'zh-TW': '檔案已加密，請上傳未加密的檔案',
  },
  documentTooManyPages: {
    en: 'The PDF has more than 2,000 pages; split it into smaller files',
    'zh-CN': 'PDF 超过 2000 页，请拆分为较小的文件后上传',
    'zh-TW': 'PDF 超過 2000 頁，請拆分為較小的檔案後上傳',
  },
  liveTypeUnavailable: {
    en: '3D live rooms need a 3D avatar engine, which this installation does not include; choose 2.5D',
    'zh-CN': '3D 直播需要 3D 数字人引擎，本系统未包含，请选择 2.5D',
    'zh-TW': '3D 直播需要 3D 數字人引擎，本系統未包含，請選擇 2.5D',
  },
  documentEmpty: { en: 'The file contains no text', 'zh-CN': '文件中没有文字内容', 'zh-TW': '檔案中沒有文字內容' },
  documentProcessingFailed: {
    en: 'Processing failed, please reprocess the knowledge base',
    'zh-CN': '处理失败，请重新处理知识库',
    'zh-TW': '處理失敗，請重新處理知識庫',
  },
  segmentTextRequired: { en: 'Segment text must not be empty', 'zh-CN': '分段内容不能为空', 'zh-TW': '分段內容不能為空' },
  segmentMaxLengthInvalid: {
    en: 'The maximum segment length must be 50 to 4000 characters',
    'zh-CN': '分段最大长度须为50至4000个字符',
    'zh-TW': '分段最大長度須為50至4000個字元',
  },
  segmentDelimitersRequired: {
    en: 'Enter at least one delimiter, separated by #',
    'zh-CN': '请至少输入一个分隔符，多个分隔符用#分隔',
    'zh-TW': '請至少輸入一個分隔符，多個分隔符用#分隔',
  },
  webPageUrlInvalid: {
    en: 'Enter a web address starting with http:// or https://',
    'zh-CN': '请输入以 http:// 或 https:// 开头的网址',
    'zh-TW': '請輸入以 http:// 或 https:// 開頭的網址',
  },
  webPageAddressRefused: {
    en: 'This address is on a local or private network and cannot be fetched',
    'zh-CN': '该地址属于本地或内部网络，无法获取',
    'zh-TW': '該位址屬於本機或內部網路，無法取得',
  },
  webPageFetchFailed: {
    en: 'The web page could not be fetched',
    'zh-CN': '无法获取该网页',
    'zh-TW': '無法取得該網頁',
  },

  // URL-to-video wizard and one-click generation (product-rules#wizards-url)
  urlVideoTooFewMedia: {
    en: 'Choose at least 3 images or 1 video',
    'zh-CN': '请至少选择3张图片或1个视频',
    'zh-TW': '請至少選擇3張圖片或1個影片',
  },
  urlVideoTooManyImages: { en: 'Choose at most 30 images', 'zh-CN': '最多选择30张图片', 'zh-TW': '最多選擇30張圖片' },
  urlVideoTooManyVideos: { en: 'Choose at most 5 videos', 'zh-CN': '最多选择5个视频', 'zh-TW': '最多選擇5個影片' },
  productMediaFetchFailed: {
    en: 'A chosen image or video could not be downloaded',
    'zh-CN': '所选图片或视频无法下载',
    'zh-TW': '所選圖片或影片無法下載',
  },
  scriptRequired: { en: 'Write or choose a script first', 'zh-CN': '请先编写或选择文案', 'zh-TW': '請先編寫或選擇文案' },

  // Video translation and dubbing (product-rules#video-dub; spec §5 translation upload, §8)
  translationVideoLanguageRequired: { en: 'Choose the video language', 'zh-CN': '请选择视频语言', 'zh-TW': '請選擇影片語言' },
  translationTargetRequired: { en: 'Choose the target language', 'zh-CN': '请选择目标语言', 'zh-TW': '請選擇目標語言' },
  translationPeopleRequired: { en: 'Choose the number of people', 'zh-CN': '请选择人数', 'zh-TW': '請選擇人數' },
  translationSameLanguage: {
    en: 'The source and target languages must differ',
    'zh-CN': '源语言与目标语言不能相同',
    'zh-TW': '來源語言與目標語言不能相同',
  },
  translationVideoDuration: {
    en: 'The video must be 30 seconds to 5 minutes long',
    'zh-CN': '视频时长需在30秒至5分钟之间',
    'zh-TW': '影片時長需在30秒至5分鐘之間',
  },
  translationPlanDuration: {
    en: 'Your plan translates videos of at most {minutes} minutes',
    'zh-CN': '您的套餐最多可翻译{minutes}分钟的视频',
    'zh-TW': '您的方案最多可翻譯{minutes}分鐘的影片',
  },
  translationVideoDimensions: {
    en: 'The video must be between 360x360 and 4096x4096 pixels',
    'zh-CN': '视频尺寸需在360x360至4096x4096之间',
    'zh-TW': '影片尺寸需在360x360至4096x4096之間',
  },
  translationPairUnavailable: {
    en: 'Translating {source} to {target} needs a translation server (MT_BASE_URL) or a language model (LLM_BASE_URL)',
    'zh-CN': '{source}到{target}的翻译需要配置翻译服务（MT_BASE_URL）或语言模型（LLM_BASE_URL）',
    'zh-TW': '{source}到{target}的翻譯需要設定翻譯服務（MT_BASE_URL）或語言模型（LLM_BASE_URL）',
  },
  translationAsrUnavailable: {
    en: 'Recognising {language} speech needs a speech recognition server (ASR_BASE_URL)',
    'zh-CN': '识别{language}语音需要配置语音识别服务（ASR_BASE_URL）',
    'zh-TW': '辨識{language}語音需要設定語音辨識服務（ASR_BASE_URL）',
  },
  translationVoiceUnavailable: {
    en: 'No installed voice speaks {language}',
    'zh-CN': '没有可朗读{language}的已安装音色',
    'zh-TW': '沒有可朗讀{language}的已安裝音色',
  },
  transcriptionTooLong: {
    en: 'A recording to transcribe may be at most 30 minutes long',
    'zh-CN': '要转写的录音最长 30 分钟',
    'zh-TW': '要轉寫的錄音最長 30 分鐘',
  },
  translationNoSpeech: {
    en: 'No speech was recognised in the video',
    'zh-CN': '视频中未识别到语音',
    'zh-TW': '影片中未辨識到語音',
  },
  translationFailed: { en: 'Translation failed: {reason}', 'zh-CN': '翻译失败：{reason}', 'zh-TW': '翻譯失敗：{reason}' },
  projectTranslationEmpty: {
    en: 'This project has no script to translate',
    'zh-CN': '该作品没有可翻译的脚本',
    'zh-TW': '該作品沒有可翻譯的腳本',
  },
  projectTranslationAudioDriven: {
    en: 'This project speaks uploaded audio, not a script: translate its video in the video translation wizard',
    'zh-CN': '该作品使用上传的音频而非脚本：请在视频翻译中翻译它的视频',
    'zh-TW': '該作品使用上傳的音訊而非腳本：請在影片翻譯中翻譯它的影片',
  },
  projectTranslationSameLanguage: {
    en: 'The project already speaks {language}',
    'zh-CN': '该作品已经是{language}',
    'zh-TW': '該作品已經是{language}',
  },
  translationBusy: {
    en: 'This video is still being processed',
    'zh-CN': '该视频仍在处理中',
    'zh-TW': '該影片仍在處理中',
  },
  translationSegmentsInvalid: {
    en: 'Each segment needs text and must end after it starts, inside the video, without overlapping the next',
    'zh-CN': '每个片段都需要文字，结束时间须晚于开始时间、在视频范围内且不与下一片段重叠',
    'zh-TW': '每個片段都需要文字，結束時間須晚於開始時間、在影片範圍內且不與下一片段重疊',
  },

  // Network and realtime
  queueing: { en: 'Queueing', 'zh-CN': '排队中', 'zh-TW': '排隊中' },
  knowledgeBaseNotReady: { en: 'The knowledge base is not ready yet', 'zh-CN': '知识库尚未就绪', 'zh-TW': '知識庫尚未就緒' },
  websocketError: { en: 'WebSocket error', 'zh-CN': 'WebSocket 错误', 'zh-TW': 'WebSocket 錯誤' },
  websocketClosed: { en: 'WebSocket closed', 'zh-CN': 'WebSocket 已关闭', 'zh-TW': 'WebSocket 已關閉' },
  flvUnsupported: {
    en: 'FLV playback is not supported in this browser',
    'zh-CN': '当前浏览器不支持FLV播放',
    'zh-TW': '目前瀏覽器不支援FLV播放',
  },

  // Q&A libraries (spec §5 Q&A rules)
  qaLanguageRequired: { en: 'Please choose a language', 'zh-CN': '请选择语言', 'zh-TW': '請選擇語言' },
  qaQuestionRequired: { en: 'Please enter the question', 'zh-CN': '请输入问题', 'zh-TW': '請輸入問題' },
  qaAnswerRequired: { en: 'Please enter the reply', 'zh-CN': '请输入回复内容', 'zh-TW': '請輸入回覆內容' },
  qaCategoryRequired: { en: 'Please choose a category', 'zh-CN': '请选择分类', 'zh-TW': '請選擇分類' },
  qaLanguageExists: {
    en: 'This language has already been added',
    'zh-CN': '该语言已添加，请勿重复添加',
    'zh-TW': '該語言已新增，請勿重複新增',
  },
  qaLanguageNotInLibrary: {
    en: 'This language is not enabled for the Q&A library',
    'zh-CN': '该问答库未启用此语言',
    'zh-TW': '該問答庫未啟用此語言',
  },
  qaCategoryExists: { en: 'A category with this name already exists', 'zh-CN': '分类名称已存在', 'zh-TW': '分類名稱已存在' },
  qaCategoryHasItems: {
    en: 'This category still has questions; move or delete them first',
    'zh-CN': '该分类下仍有问题，请先移动或删除这些问题',
    'zh-TW': '該分類下仍有問題，請先移動或刪除這些問題',
  },
  qaStatusInvalid: {
    en: 'Status must be active or inactive',
    'zh-CN': '状态须为“启用”或“停用”',
    'zh-TW': '狀態須為「啟用」或「停用」',
  },
  qaImportTooManyRows: {
    en: 'At most {max} questions can be imported at once; rows from here on were not read',
    'zh-CN': '一次最多导入{max}个问题，从此行起未读取',
    'zh-TW': '一次最多匯入{max}個問題，從此列起未讀取',
  },
  qaImportEmpty: { en: 'The file holds no questions', 'zh-CN': '文件中没有问题', 'zh-TW': '檔案中沒有問題' },
  generationCountRequired: {
    en: 'Please enter how many questions to generate (1-50)',
    'zh-CN': '请输入生成数量（1-50）',
    'zh-TW': '請輸入生成數量（1-50）',
  },
  knowledgeBaseNoText: {
    en: 'The knowledge base has no processed text yet',
    'zh-CN': '知识库中还没有已处理的文本',
    'zh-TW': '知識庫中還沒有已處理的文字',
  },
  voiceReplyFormat: {
    en: 'Voice replies accept WAV and MP3 only',
    'zh-CN': '语音回复仅支持WAV和MP3格式',
    'zh-TW': '語音回覆僅支援WAV和MP3格式',
  },

  // Roles (spec §5 conversational-project rules)
  roleNameRequired: { en: 'Please enter the role name', 'zh-CN': '请输入角色名称', 'zh-TW': '請輸入角色名稱' },
  fallbackPhraseRequired: { en: 'Please enter the fallback phrase', 'zh-CN': '请输入兜底话术', 'zh-TW': '請輸入兜底話術' },
  sensitivePhraseRequired: {
    en: 'Please enter the sensitive-word phrase',
    'zh-CN': '请输入敏感词话术',
    'zh-TW': '請輸入敏感詞話術',
  },
  historyTurnsExceeded: {
    en: 'History turns can be at most 20',
    'zh-CN': '历史对话轮数最多为20',
    'zh-TW': '歷史對話輪數最多為20',
  },
  languageTemplateIncomplete: {
    en: 'The {language} template is incomplete: greeting, fallback, sensitive-word and sleep phrases are all required',
    'zh-CN': '{language}模板不完整：欢迎语、兜底话术、敏感词话术和休眠话术均为必填',
    'zh-TW': '{language}範本不完整：歡迎語、兜底話術、敏感詞話術和休眠話術均為必填',
  },
  sensitiveWordsFound: {
    en: 'The text contains sensitive words: {words}',
    'zh-CN': '内容包含敏感词：{words}',
    'zh-TW': '內容包含敏感詞：{words}',
  },
  askQuestionRequired: { en: 'Please enter a question', 'zh-CN': '请输入问题', 'zh-TW': '請輸入問題' },
  askingTooFast: {
    en: 'Questions are coming too fast. Please wait a moment, then ask again.',
    'zh-CN': '提问太频繁，请稍等片刻再问。',
    'zh-TW': '提問太頻繁，請稍等片刻再問。',
  },
  // What the knowledge base's AI test says (it has no role, so no phrases of its own).
  answerFallbackDefault: {
    en: 'Sorry, I could not find an answer to that in the knowledge base.',
    'zh-CN': '抱歉，知识库中没有找到相关答案。',
    'zh-TW': '抱歉，知識庫中沒有找到相關答案。',
  },
  // After the fallback phrase: the role's common questions, offered instead of a guess.
  answerSuggestions: {
    en: 'You could ask me: {questions}',
    'zh-CN': '您可以这样问我：{questions}',
    'zh-TW': '您可以這樣問我：{questions}',
  },
  answerSensitiveDefault: {
    en: 'Sorry, I cannot answer that question.',
    'zh-CN': '抱歉，这个问题我无法回答。',
    'zh-TW': '抱歉，這個問題我無法回答。',
  },
  languageModelFailed: {
    en: 'The language model did not answer, please try again later',
    'zh-CN': '大语言模型没有响应，请稍后再试',
    'zh-TW': '大語言模型沒有回應，請稍後再試',
  },
  imageModelFailed: {
    en: 'The image model did not answer, please try again later',
    'zh-CN': '图片模型没有响应，请稍后再试',
    'zh-TW': '圖片模型沒有回應，請稍後再試',
  },

  // Conversational projects (spec §5, §9 share validity)
  projectRatioInvalid: {
    en: 'Choose a size that matches the ratio',
    'zh-CN': '请选择与比例相符的尺寸',
    'zh-TW': '請選擇與比例相符的尺寸',
  },
  projectNotReady: {
    en: 'Configure the input box, role, digital human and voice first (missing: {missing})',
    'zh-CN': '请先配置输入框、角色、数字人和音色（缺少：{missing}）',
    'zh-TW': '請先設定輸入框、角色、數位人和音色（缺少：{missing}）',
  },
  projectRoleNotFound: { en: 'The role does not exist', 'zh-CN': '角色不存在', 'zh-TW': '角色不存在' },
  projectAvatarNotFound: { en: 'The digital human does not exist', 'zh-CN': '数字人不存在', 'zh-TW': '數位人不存在' },
  invalidColour: {
    en: 'Enter a colour as #rgb, #rrggbb or rgb(r, g, b)',
    'zh-CN': '颜色请输入 #rgb、#rrggbb 或 rgb(r, g, b)',
    'zh-TW': '顏色請輸入 #rgb、#rrggbb 或 rgb(r, g, b)',
  },
  componentOnce: { en: 'This component can be added only once', 'zh-CN': '该组件只能添加一次', 'zh-TW': '此元件只能新增一次' },
  configureNodeFirst: {
    en: 'Configure a node before adding components',
    'zh-CN': '请先配置节点再添加组件',
    'zh-TW': '請先設定節點再新增元件',
  },
  startNodeRequired: {
    en: 'The flow needs exactly one start node',
    'zh-CN': '流程需要且仅需要一个开始节点',
    'zh-TW': '流程需要且僅需要一個開始節點',
  },
  nodeLinkInvalid: {
    en: 'A node links to a node that does not exist',
    'zh-CN': '节点连接到了不存在的节点',
    'zh-TW': '節點連接到了不存在的節點',
  },
  nodeIdDuplicate: { en: 'Two nodes have the same id', 'zh-CN': '存在重复的节点 ID', 'zh-TW': '存在重複的節點 ID' },
  keywordsRequired: { en: 'Enter the keywords again', 'zh-CN': '请重新输入关键词', 'zh-TW': '請重新輸入關鍵詞' },
  invalidFieldKey: {
    en: 'A field key starts with a letter and uses letters, digits and _',
    'zh-CN': '字段键以字母开头，只能包含字母、数字和下划线',
    'zh-TW': '欄位鍵以字母開頭，只能包含字母、數字和底線',
  },
  invalidNumber: { en: 'Please enter a number', 'zh-CN': '请输入数字', 'zh-TW': '請輸入數字' },
  fieldAnswerRequired: { en: 'This is required, please answer', 'zh-CN': '此项必填，请回答', 'zh-TW': '此項必填，請回答' },
  startNodeUndeletable: { en: 'The start node cannot be deleted', 'zh-CN': '开始节点不能删除', 'zh-TW': '開始節點不能刪除' },
  flowNodesMax: {
    en: 'A flow has at most {max} nodes',
    'zh-CN': '一个流程最多 {max} 个节点',
    'zh-TW': '一個流程最多 {max} 個節點',
  },
  nodeNotFound: { en: 'Node not found', 'zh-CN': '节点不存在', 'zh-TW': '節點不存在' },
  nodeTypeChangeStart: {
    en: 'The start node stays a start node',
    'zh-CN': '开始节点不能改为其他类型',
    'zh-TW': '開始節點不能改為其他類型',
  },
  shareExpired: { en: 'This share link has expired', 'zh-CN': '分享链接已过期', 'zh-TW': '分享連結已過期' },
  conversationBusy: {
    en: 'Please wait for the current answer or stop it first',
    'zh-CN': '请等待当前回答结束或先停止',
    'zh-TW': '請等待目前回答結束或先停止',
  },

  // Materials
  materialNotFound: { en: 'The material does not exist', 'zh-CN': '素材不存在', 'zh-TW': '素材不存在' },
  materialLinked: {
    en: 'This material is used by a project and cannot be deleted',
    'zh-CN': '该素材已被项目使用，无法删除',
    'zh-TW': '該素材已被專案使用，無法刪除',
  },

  // Robots (spec §3 Robot, §4 Robot)
  robotIdInvalid: {
    en: 'The robot ID is 1-64 letters, digits, dashes or underscores',
    'zh-CN': '机器人ID须为1-64位字母、数字、短横线或下划线',
    'zh-TW': '機器人ID須為1-64位字母、數字、短橫線或底線',
  },
  robotIdTaken: { en: 'A robot with this ID is already registered', 'zh-CN': '该机器人ID已注册', 'zh-TW': '該機器人ID已註冊' },
  robotNameRequired: { en: 'Please enter the robot name', 'zh-CN': '请输入机器人名称', 'zh-TW': '請輸入機器人名稱' },
  robotTokenInvalid: { en: 'Invalid robot API token', 'zh-CN': '机器人API令牌无效', 'zh-TW': '機器人API權杖無效' },
  robotThresholdRange: {
    en: 'Battery thresholds are whole percentages from 1 to 100',
    'zh-CN': '电量阈值须为1到100之间的整数百分比',
    'zh-TW': '電量閾值須為1到100之間的整數百分比',
  },
  robotThresholdOrder: {
    en: 'The low-battery threshold must be below the working battery threshold',
    'zh-CN': '低电量阈值须低于工作电量阈值',
    'zh-TW': '低電量閾值須低於工作電量閾值',
  },
  robotChargingPointRequired: { en: 'Please enter the charging point', 'zh-CN': '请输入充电点', 'zh-TW': '請輸入充電點' },
  robotCharging: {
    en: 'The robot is charging; it can start a task once charged',
    'zh-CN': '机器人正在充电，充电完成后才能开始任务',
    'zh-TW': '機器人正在充電，充電完成後才能開始任務',
  },
  robotNotRunning: { en: 'The robot is not running a task', 'zh-CN': '机器人没有正在执行的任务', 'zh-TW': '機器人沒有正在執行的任務' },
  robotNotPaused: { en: 'The robot has no paused task', 'zh-CN': '机器人没有已暂停的任务', 'zh-TW': '機器人沒有已暫停的任務' },
  taskNameRequired: { en: 'Please enter the task name', 'zh-CN': '请输入任务名称', 'zh-TW': '請輸入任務名稱' },
  taskHasNoPoints: {
    en: 'Add at least one path point with a point name',
    'zh-CN': '请至少添加一个有点位名称的路径点',
    'zh-TW': '請至少新增一個有點位名稱的路徑點',
  },
  defaultStateIncomplete: {
    en: 'Choose the task to run, or enter the point to stand by at',
    'zh-CN': '请选择要执行的任务，或输入待命点位',
    'zh-TW': '請選擇要執行的任務，或輸入待命點位',
  },
  // Open API (issue 15 §1)
  apiKeyScopeRefused: {
    en: 'This API key may not call this operation',
    'zh-CN': '该 API 密钥无权调用此操作',
    'zh-TW': '該 API 金鑰無權呼叫此操作',
  },
  apiKeysLimitReached: {
    en: 'You have reached the maximum number of API keys; revoke one first',
    'zh-CN': 'API 密钥数量已达上限，请先撤销一个',
    'zh-TW': 'API 金鑰數量已達上限，請先撤銷一個',
  },
  webhookEndpointsLimitReached: {
    en: 'You have reached the maximum number of webhook endpoints; delete one first',
    'zh-CN': 'Webhook 地址数量已达上限，请先删除一个',
    'zh-TW': 'Webhook 位址數量已達上限，請先刪除一個',
  },
  webhookEventNotForWorkspace: {
    en: 'Payments are sent to the payer’s own endpoints only; untick “payment paid” for a workspace endpoint',
    'zh-CN': '支付事件只发送到付款人自己的地址；工作区地址请取消勾选“支付成功”',
    'zh-TW': '付款事件只傳送到付款人自己的位址；工作區位址請取消勾選「付款成功」',
  },
} satisfies Record<string, Texts>;

export type ErrorKey = keyof typeof catalogue;
export const ERROR_CATALOGUE: Record<ErrorKey, Texts> = catalogue;

export function isErrorKey(key: string): key is ErrorKey {
  return Object.prototype.hasOwnProperty.call(catalogue, key);
}

/** The message for a key in the caller's language, with `{name}` placeholders filled. */
export function messageFor(key: ErrorKey, language?: string | null, params?: MessageParams): string {
  const ui = toUiLanguage(language);
  const text = ERROR_CATALOGUE[key][ui];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : typeof value === 'object' ? value[ui] : String(value);
  });
}
