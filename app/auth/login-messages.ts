/** The login page's messages, word for word as the old product showed them. */
export const LOGIN_MESSAGES = {
  blank: 'Lütfen kullanıcı adı ve şifre girin',
  wrong: 'Kullanıcı adı veya şifre hatalı',
  throttled: 'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.',
  failed: 'Giriş sırasında bir hata oluştu',
} as const;

/** A refused attempt: when to try again, in words. */
export function toThrottledMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds > 60) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
  }
  return `Çok fazla başarısız giriş denemesi. Lütfen ${retryAfterSeconds} saniye sonra tekrar deneyin.`;
}
