import type { EmailCatalog } from '../email-messages.js';

/** Polish (docs/i18n-glossary/pl.md). */
export const EMAIL_MESSAGES_PL: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# gwiazdka} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}} dla produktu {product}',
  'alert.heading': 'Klient potrzebuje twojej uwagi',
  'alert.body':
    'Klient, który kupił produkt {product} w\u00a0sklepie {store}, ocenił go na {stars, plural, one {# gwiazdkę} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}}.',
  'alert.feedback': 'Opinia klienta:',
  'alert.noFeedback': 'Klient nie zostawił pisemnej opinii.',
  'alert.open': 'Otwórz tę recenzję w\u00a0QR Reviews',
  'followUp.subject':
    '{count, plural, one {Kolejna # recenzja wymaga} few {Kolejne # recenzje wymagają} many {Kolejnych # recenzji wymaga} other {Kolejne # recenzji wymaga}} twojej uwagi',
  'followUp.body':
    'Od ostatniego e-maila {count, plural, one {# kolejny klient wystawił} few {# kolejnych klientów wystawiło} many {# kolejnych klientów wystawiło} other {# kolejnego klienta wystawiło}} ocenę niższą niż twoja minimalna ocena:',
  'followUp.item':
    '{product}: {stars, plural, one {# gwiazdka} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}} ({store})',
  'followUp.more':
    '{count, plural, one {i\u00a0# kolejna} few {i\u00a0# kolejne} many {i\u00a0# kolejnych} other {i\u00a0# kolejnej}}',
  'followUp.open': 'Otwórz swoje recenzje w\u00a0QR Reviews',
  'digest.subject': 'Twoje recenzje z\u00a0{date}',
  'digest.body':
    '{count, plural, =0 {Brak nowych recenzji} one {# nowa recenzja} few {# nowe recenzje} many {# nowych recenzji} other {# nowej recenzji}} w\u00a0ciągu ostatnich 24 godzin, {low, plural, one {w\u00a0tym #} few {w\u00a0tym #} many {w\u00a0tym #} other {w\u00a0tym #}} poniżej twojej minimalnej oceny.',
  'digest.average': 'Średnia ocena: {average} na 5',
  'digest.unread':
    '{unread, plural, =0 {Żadna recenzja nie czeka na ciebie.} one {# recenzja wymaga twojej uwagi.} few {# recenzje wymagają twojej uwagi.} many {# recenzji wymaga twojej uwagi.} other {# recenzji wymaga twojej uwagi.}}',
  'footer.alerts':
    'Otrzymujesz te e-maile, ponieważ na twoim koncie QR Reviews są włączone alerty o\u00a0niezadowolonych klientach.',
  'footer.digest':
    'Otrzymujesz ten e-mail, ponieważ na twoim koncie QR Reviews jest włączone codzienne podsumowanie.',
  'footer.stop': 'Wyłącz te e-maile jednym kliknięciem',
  'footer.stopAll': 'Wyłącz wszystkie e-maile z\u00a0QR Reviews na ten adres',
  'footer.settings': 'Ustawienia e-maili',
  'footer.address':
    'Otrzymujesz tę wiadomość, ponieważ ten adres został podany jako adres alertów konta QR Reviews.',
  'stop.title': 'Wyłączyć te e-maile?',
  'stop.titleCase': 'Wyłączyć e-maile dotyczące tego zgłoszenia?',
  'stop.titleAll': 'Wyłączyć wszystkie e-maile z\u00a0QR Reviews na ten adres?',
  'stop.confirm': 'Wyłącz',
  'stop.doneAlerts':
    'Ten adres nie otrzymuje już alertów e-mailowych z\u00a0tego konta QR Reviews. Pozostaną wyłączone, dopóki ich ponownie nie włączysz – przyciskiem poniżej lub po zalogowaniu się do QR Reviews tym adresem.',
  'stop.doneDigest':
    'Ten adres nie otrzymuje już codziennego podsumowania z\u00a0tego konta QR Reviews. Pozostanie wyłączone, dopóki ponownie go nie włączysz – przyciskiem poniżej lub po zalogowaniu się do QR Reviews tym adresem.',
  'stop.doneCase':
    'Nie będziesz już otrzymywać e-maili dotyczących tego zgłoszenia. Rozmowę nadal można przeczytać na stronie zgłoszenia, przez link w\u00a0dowolnym z\u00a0jego e-maili.',
  'stop.doneAll':
    'QR Reviews nie wysyła już e-maili na ten adres. Tak pozostanie, dopóki nie włączysz ich ponownie przyciskiem poniżej.',
  'stop.resume': 'Włącz ponownie te e-maile',
  'stop.resumed': 'E-maile są znowu włączone.',
  'stop.invalid': 'Ten link jest nieprawidłowy. Otwórz go dokładnie tak, jak jest w\u00a0e-mailu.',
  'case.confirm.subject': 'Potwierdź swój adres e-mail dla sprzedawcy {seller}',
  'case.confirm.body':
    'Otrzymaliśmy prośbę, aby sprzedawca {seller} skontaktował się z\u00a0tobą w\u00a0sprawie produktu {product}. Potwierdź swój adres e-mail, klikając link poniżej. Dopóki tego nie zrobisz, sprzedawca {seller} nie może nic do ciebie wysłać.',
  'case.confirm.open': 'Potwierdź mój adres e-mail',
  'case.confirm.ignore':
    'Jeśli to nie ty, zignoruj tę wiadomość: adres zostanie usunięty w\u00a0ciągu tygodnia bez użycia.',
  'case.reply.subject': 'Odpowiedź od sprzedawcy {seller} w\u00a0sprawie produktu {product}',
  'case.reply.body':
    'Odpowiedź od sprzedawcy {seller} na twoje zgłoszenie w\u00a0sprawie produktu {product}:',
  'case.reply.open': 'Przeczytaj i\u00a0odpowiedz na stronie zgłoszenia',
  'case.reply.answeredBy': 'Odpowiedź od: {member}',
  'case.stop': 'Wyłącz e-maile dotyczące tego zgłoszenia',
  'case.footer':
    'Twój adres e-mail nie jest pokazywany sprzedawcy {seller}: wiadomości docierają do ciebie przez QR Reviews. Na stronie zgłoszenia możesz w\u00a0każdej chwili oznaczyć problem jako rozwiązany lub usunąć swoje dane.',
  'case.alert.subject': 'Klient odpowiedział w\u00a0sprawie produktu {product}',
  'case.alert.body': 'Klient, któremu pomagasz w\u00a0sprawie produktu {product}, napisał:',
  'case.alert.open': 'Otwórz zgłoszenie w\u00a0QR Reviews',
  'case.alert.confirmedSubject':
    'Możesz już odpowiedzieć klientowi w\u00a0sprawie produktu {product}',
  'case.alert.confirmedBody':
    'Klient, który poprosił o\u00a0pomoc w\u00a0sprawie produktu {product}, potwierdził swój adres e-mail. Możesz już odpowiedzieć mu w\u00a0zgłoszeniu: twoja odpowiedź dotrze do niego e-mailem, a\u00a0jego adres pozostanie dla ciebie ukryty.',
  'address.subject': 'Potwierdź ten adres dla alertów e-mailowych z\u00a0QR Reviews',
  'address.body':
    'Z\u00a0konta {account} wysłano prośbę, aby QR Reviews wysyłał alerty e-mailowe tego konta na ten adres: recenzje poniżej minimalnej oceny, zgłoszenia klientów i, jeśli zostanie włączone, codzienne podsumowanie. Dopóki nie potwierdzisz, nic nie zostanie tu wysłane.',
  'address.open': 'Potwierdź ten adres',
  'address.ignore':
    'Jeśli się tego nie spodziewasz, zignoruj tę wiadomość: link wygaśnie w\u00a0ciągu tygodnia i\u00a0nic więcej nie zostanie wysłane.',
  'confirm.title': 'Otrzymywać alerty e-mailowe z\u00a0tego konta QR Reviews na ten adres?',
  'confirm.confirm': 'Potwierdź',
  'confirm.done':
    'Potwierdzono: alerty e-mailowe z\u00a0tego konta QR Reviews trafiają teraz na ten adres. Każdy z\u00a0nich zawiera link do ich wyłączenia.',
  'confirm.invalid':
    'Ten link potwierdzający jest już nieważny. Właściciel konta może wysłać nowy z\u00a0przeglądu konta w\u00a0QR Reviews.',
  'webhook.caseOpened': 'Klient prosi o\u00a0pomoc z\u00a0produktem {product}',
  'webhook.test': 'Zdarzenie testowe z\u00a0QR Reviews: ten webhook działa.',
  'webhook.off.subject': 'Webhook twojego konta QR Reviews został wyłączony',
  'webhook.off.body':
    'Webhook „{label}” od 24 godzin nie przyjął żadnego zdarzenia, więc QR Reviews go wyłączył i nic już do niego nie wysyła. Sprawdź jego adres w\u00a0przeglądzie konta, a\u00a0potem włącz go ponownie.',
  'webhook.off.open': 'Otwórz ustawienia webhooków',
  'invite.subject': '{inviter} zaprasza Cię do konta {account} w\u00a0QR Reviews',
  'invite.body':
    '{inviter} zaprasza Cię do konta QR Reviews „{account}” z\u00a0rolą „{role, select, manager {Menedżer} support {Wsparcie} other {Obserwator}}”.',
  'invite.what':
    '{role, select, manager {Będziesz mieć możliwość zmieniania produktów, szablonów i\u00a0importów, drukowania kart oraz czytania opinii i\u00a0odpowiadania na nie i\u00a0na zgłoszenia klientów.} support {Będziesz mieć możliwość przeglądania produktów i\u00a0statystyk, czytania opinii i\u00a0odpowiadania na zgłoszenia klientów.} other {Będziesz mieć możliwość przeglądania produktów, statystyk i\u00a0opinii, bez wprowadzania zmian.}}',
  'invite.open': 'Przyjmij zaproszenie',
  'invite.signIn':
    'Aby przyjąć zaproszenie, zaloguj się przez Google jako {email}. Link działa jeden raz, przez 7\u00a0dni.',
  'invite.ignore':
    'Jeśli się tego nie spodziewasz, zignoruj tę wiadomość: bez Twojej zgody nic się nie stanie, a\u00a0zaproszenie wygaśnie.',
  'footer.invite':
    'Otrzymujesz tę wiadomość, ponieważ właściciel konta QR Reviews zaprosił ten adres.',
};
