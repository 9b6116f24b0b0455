import { describe, expect, it } from 'vitest'
import { changedTemplateKeys, contentKey, EMAIL_TEMPLATES, previewDocument, subjectKey, validateTemplates } from './email-templates'

describe('email templates', () => {
  it("uses GoTrue's configuration keys for the six emails", () => {
    expect(EMAIL_TEMPLATES.map(subjectKey)).toEqual([
      'MAILER_SUBJECTS_CONFIRMATION',
      'MAILER_SUBJECTS_INVITE',
      'MAILER_SUBJECTS_MAGIC_LINK',
      'MAILER_SUBJECTS_EMAIL_CHANGE',
      'MAILER_SUBJECTS_RECOVERY',
      'MAILER_SUBJECTS_REAUTHENTICATION',
    ])
    expect(contentKey(EMAIL_TEMPLATES[0]!)).toBe('MAILER_TEMPLATES_CONFIRMATION_CONTENT')
  })

  it('sends only the keys whose text differs from the saved one', () => {
    const saved = { MAILER_SUBJECTS_INVITE: 'Welcome', MAILER_TEMPLATES_INVITE_CONTENT: '<p>Hi</p>' }
    expect(changedTemplateKeys(saved, { MAILER_SUBJECTS_INVITE: 'Welcome', MAILER_TEMPLATES_INVITE_CONTENT: '<p>Hello</p>' })).toEqual({
      MAILER_TEMPLATES_INVITE_CONTENT: '<p>Hello</p>',
    })
    expect(changedTemplateKeys(saved, {})).toEqual({})
  })

  it('refuses an empty subject or body', () => {
    expect(validateTemplates({ MAILER_SUBJECTS_RECOVERY: '  ', MAILER_TEMPLATES_RECOVERY_CONTENT: '' })).toEqual({
      MAILER_SUBJECTS_RECOVERY: 'Enter a subject',
      MAILER_TEMPLATES_RECOVERY_CONTENT: 'Enter the message body',
    })
  })

  it('fills known variables with samples and forbids scripts in the preview', () => {
    const html = previewDocument('<a href="{{ .ConfirmationURL }}">Go</a> {{.Token}} {{ .Unknown }}')
    expect(html).toContain('href="https://example.com/auth/v1/verify?token=sample-token&amp;type=signup"')
    expect(html).toContain('123456')
    expect(html).toContain('{{ .Unknown }}')
    expect(html).toContain(`content="default-src 'none';`)
  })
})
