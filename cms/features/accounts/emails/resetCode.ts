import { emailLayout, type EmailContent } from '@cms/core/email/layout'

/** The 6-digit password-reset code (spec 4.2), in the language the visitor used. */
export function resetCodeEmail({ code, firstName, language, minutes }: { code: string; firstName: string; language: 'ru' | 'en'; minutes: number }): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: `Your password reset code: ${code}`,
        paragraphs: [
          `Hello, ${firstName}! Enter this code on the site to set a new password:`,
          `The code works once, for ${minutes} minutes. If you did not ask to reset your password, ignore this email: your password stays as it was.`,
        ],
        highlight: code,
      })
    : emailLayout({
        subject: `Код для сброса пароля: ${code}`,
        paragraphs: [
          `Здравствуйте, ${firstName}! Введите этот код на сайте, чтобы задать новый пароль:`,
          `Код действует один раз в течение ${minutes} минут. Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо — пароль останется прежним.`,
        ],
        highlight: code,
      })
}
