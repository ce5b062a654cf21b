/** The spec's login messages (section 8). */
export const LOGIN_MESSAGES = {
  blank: 'Lütfen kullanıcı adı ve şifre girin',
  wrong: 'Kullanıcı adı veya şifre hatalı',
  throttled: 'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.',
  failed: 'Giriş sırasında bir hata oluştu',
} as const;
