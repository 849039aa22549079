import { describe, expect, it } from 'vitest';
import { DIGEST_LISTED, notificationDigestMail, notificationMail } from './notification-mails';

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: `Aviso ${n - i}`,
    message: `Mensaje ${n - i}`,
    link: `https://portal.test/proyectos/detalle/${n - i}`,
  }));

describe('notification digest e-mail', () => {
  it('lists the newest first, as given, up to DIGEST_LISTED and counts the rest', () => {
    const mail = notificationDigestMail('es', {
      name: 'Ana',
      count: 30,
      items: items(30),
      link: 'https://portal.test/dashboard',
    });
    expect(DIGEST_LISTED).toBe(10);
    expect(mail.subject).toBe('30 novedades en el portal · Websy');
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Hola Ana');
    expect(mail.text).toContain('Tienes 30 novedades en el portal, de la más reciente a la más antigua:');
    const listed = lines.filter((l) => l.startsWith('• '));
    expect(listed).toEqual(Array.from({ length: 10 }, (_, i) => `• Aviso ${30 - i}`));
    expect(mail.text).toContain('• Aviso 30\n  Mensaje 30\n  https://portal.test/proyectos/detalle/30');
    expect(mail.text).not.toContain('Aviso 20');
    expect(mail.text).toContain('Y 20 más.');
    expect(mail.text).toContain('Ver todo en el portal: https://portal.test/dashboard');
    expect(mail.text).toContain('Recibes este correo porque tienes activadas las notificaciones por e-mail.');
  });

  it('has no "more" line when every notification is listed', () => {
    const mail = notificationDigestMail('es', {
      name: 'Ana',
      count: 3,
      items: items(3),
      link: 'https://p/d',
    });
    expect(mail.subject).toBe('3 novedades en el portal · Websy');
    expect(mail.text.match(/^• /gm)).toHaveLength(3);
    expect(mail.text).not.toContain('más.');
  });

  it('speaks the recipient language', () => {
    const en = notificationDigestMail('en', {
      name: 'John',
      count: 12,
      items: items(12),
      link: 'https://p/d',
    });
    expect(en.subject).toBe('12 updates on the portal · Websy');
    expect(en.text).toContain('Hi John');
    expect(en.text).toContain('You have 12 updates on the portal, newest first:');
    expect(en.text).toContain('And 2 more.');
    const pt = notificationDigestMail('pt', {
      name: 'Rui',
      count: 11,
      items: items(11),
      link: 'https://p/d',
    });
    expect(pt.subject).toBe('11 novidades no portal · Websy');
    expect(pt.text).toContain('Tens 11 novidades no portal, da mais recente para a mais antiga:');
    expect(pt.text).toContain('E mais 1.');
  });

  it('links each listed notification in the HTML part and escapes what people wrote', () => {
    const mail = notificationDigestMail('es', {
      name: 'Ana <b>',
      count: 2,
      items: [
        { title: 'Nuevo <comentario>', message: 'a & b', link: 'https://p/x?a=1&b=2' },
        { title: 'Otro', message: 'c', link: 'https://p/y' },
      ],
      link: 'https://p/dashboard',
    });
    expect(mail.html).toContain('<a href="https://p/x?a=1&amp;b=2"');
    expect(mail.html).toContain('Nuevo &lt;comentario&gt;</a><br>a &amp; b');
    expect(mail.html).toContain('Hola Ana &lt;b&gt;');
    expect(mail.html).toContain('href="https://p/dashboard"');
    expect(mail.html.indexOf('Nuevo &lt;comentario&gt;')).toBeLessThan(mail.html.indexOf('Otro'));
  });

  it('leaves the single-notification e-mail as it was', () => {
    const mail = notificationMail('es', {
      name: 'Ana',
      title: 'Proyecto aprobado',
      message: 'Tu proyecto «Blog» ha sido aprobado.',
      link: 'https://p/proyectos/detalle/1',
    });
    expect(mail.subject).toBe('Proyecto aprobado · Websy');
    expect(mail.text).toBe(
      'Hola Ana\n\nProyecto aprobado\nTu proyecto «Blog» ha sido aprobado.\n\nVer en el portal: https://p/proyectos/detalle/1\n\n' +
        'Recibes este correo porque tienes activadas las notificaciones por e-mail. Puedes cambiarlo en Configuración › Notificaciones.',
    );
  });
});
