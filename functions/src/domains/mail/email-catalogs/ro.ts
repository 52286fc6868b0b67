import type { EmailCatalog } from '../email-messages.js';

/** Romanian (docs/i18n-glossary/ro.md). */
export const EMAIL_MESSAGES_RO: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# stea} few {# stele} other {# de stele}} pentru {product}',
  'alert.heading': 'Un client are nevoie de atenția dumneavoastră',
  'alert.body':
    'Un client care a cumpărat {product} de pe {store} i-a acordat {stars, plural, one {# stea} few {# stele} other {# de stele}}.',
  'alert.feedback': 'Părerea clientului:',
  'alert.noFeedback': 'Clientul nu a lăsat nicio părere scrisă.',
  'alert.open': 'Deschide această recenzie în QR Reviews',
  'followUp.subject':
    '{count, plural, one {Încă # recenzie are nevoie} few {Încă # recenzii au nevoie} other {Încă # de recenzii au nevoie}} de atenția dumneavoastră',
  'followUp.body':
    'De la ultimul e-mail, {count, plural, one {încă # client a acordat} few {încă # clienți au acordat} other {încă # de clienți au acordat}} o notă sub nota minimă:',
  'followUp.item':
    '{product}: {stars, plural, one {# stea} few {# stele} other {# de stele}} ({store})',
  'followUp.more': '{count, plural, one {și încă #} few {și încă #} other {și încă #}}',
  'followUp.open': 'Deschide recenziile în QR Reviews',
  'digest.subject': 'Recenziile dumneavoastră din {date}',
  'digest.body':
    '{count, plural, =0 {Nicio recenzie nouă} one {# recenzie nouă} few {# recenzii noi} other {# de recenzii noi}} în ultimele 24 de ore, {low, plural, one {# dintre ele} few {# dintre ele} other {# dintre ele}} sub nota minimă.',
  'digest.average': 'Nota medie: {average} din 5',
  'digest.unread':
    '{unread, plural, =0 {Nicio recenzie nu vă așteaptă.} one {# recenzie are nevoie de atenția dumneavoastră.} few {# recenzii au nevoie de atenția dumneavoastră.} other {# de recenzii au nevoie de atenția dumneavoastră.}}',
  'footer.alerts':
    'Primiți aceste e-mailuri deoarece alertele despre clienții nemulțumiți sunt activate pentru contul dumneavoastră QR Reviews.',
  'footer.digest':
    'Primiți acest e-mail deoarece rezumatul zilnic este activat pentru contul dumneavoastră QR Reviews.',
  'footer.stop': 'Oprește aceste e-mailuri cu un singur clic',
  'footer.stopAll': 'Oprește toate e-mailurile QR Reviews către această adresă',
  'footer.settings': 'Setări e-mail',
  'footer.address':
    'Primiți acest e-mail deoarece această adresă a fost introdusă ca adresă pentru alertele unui cont QR Reviews.',
  'stop.title': 'Opriți aceste e-mailuri?',
  'stop.titleCase': 'Opriți e-mailurile despre această solicitare?',
  'stop.titleAll': 'Opriți toate e-mailurile QR Reviews către această adresă?',
  'stop.confirm': 'Oprește',
  'stop.doneAlerts':
    'Această adresă nu mai primește e-mailurile de alertă ale acestui cont QR Reviews. Rămân dezactivate până când le activați din nou, cu butonul de mai jos sau fiind autentificat în QR Reviews cu această adresă.',
  'stop.doneDigest':
    'Această adresă nu mai primește rezumatul zilnic al acestui cont QR Reviews. Rămâne dezactivat până când îl activați din nou, cu butonul de mai jos sau fiind autentificat în QR Reviews cu această adresă.',
  'stop.doneCase':
    'Nu veți mai primi e-mailuri despre această solicitare. Conversația rămâne disponibilă pe pagina solicitării, prin linkul din oricare dintre e-mailurile ei.',
  'stop.doneAll':
    'QR Reviews nu mai trimite e-mailuri către această adresă. Așa rămâne până când le activați din nou cu butonul de mai jos.',
  'stop.resume': 'Activează din nou aceste e-mailuri',
  'stop.resumed': 'E-mailurile sunt din nou activate.',
  'stop.invalid': 'Acest link nu este valabil. Deschideți-l exact așa cum apare în e-mail.',
  'case.confirm.subject': 'Confirmați adresa de e-mail pentru {seller}',
  'case.confirm.body':
    'Ați cerut ca {seller} să vă contacteze în legătură cu {product}. Confirmați adresa de e-mail prin linkul de mai jos. Până nu o faceți, {seller} nu vă poate trimite nimic.',
  'case.confirm.open': 'Confirmă adresa de e-mail',
  'case.confirm.ignore':
    'Dacă nu ați fost dumneavoastră, ignorați acest e-mail: adresa va fi ștearsă în cel mult o săptămână, fără să fie folosită.',
  'case.reply.subject': '{seller} v-a răspuns în legătură cu {product}',
  'case.reply.body': '{seller} a răspuns solicitării dumneavoastră despre {product}:',
  'case.reply.open': 'Citește și răspunde pe pagina solicitării',
  'case.reply.answeredBy': 'Răspuns de {member}',
  'case.stop': 'Oprește e-mailurile despre această solicitare',
  'case.footer':
    'Adresa dumneavoastră de e-mail nu îi este arătată lui {seller}: mesajele vă parvin prin QR Reviews. Pe pagina solicitării puteți oricând marca problema ca rezolvată sau vă puteți șterge datele.',
  'case.alert.subject': 'Un client a răspuns în legătură cu {product}',
  'case.alert.body': 'Clientul pe care îl ajutați cu {product} a scris:',
  'case.alert.open': 'Deschide solicitarea în QR Reviews',
  'case.alert.confirmedSubject': 'Acum puteți răspunde unui client în legătură cu {product}',
  'case.alert.confirmedBody':
    'Clientul care a cerut ajutor în legătură cu {product} și-a confirmat adresa de e-mail. Acum îi puteți răspunde din solicitare: răspunsul dumneavoastră îi ajunge prin e-mail, iar adresa lui rămâne ascunsă pentru dumneavoastră.',
  'address.subject': 'Confirmați această adresă pentru e-mailurile de alertă QR Reviews',
  'address.body':
    '{account} a cerut ca QR Reviews să trimită e-mailurile de alertă ale contului său la această adresă: recenzii sub nota minimă, solicitări ale clienților și, dacă este activat, un rezumat zilnic. Nu se trimite nimic aici până nu confirmați.',
  'address.open': 'Confirmă această adresă',
  'address.ignore':
    'Dacă nu vă așteptați la acest e-mail, ignorați-l: linkul expiră în cel mult o săptămână și nu se mai trimite nimic.',
  'confirm.title': 'Primiți la această adresă e-mailurile de alertă ale acestui cont QR Reviews?',
  'confirm.confirm': 'Confirmă',
  'confirm.done':
    'Confirmat: e-mailurile de alertă ale acestui cont QR Reviews vin acum la această adresă. Fiecare conține un link pentru a le opri.',
  'confirm.invalid':
    'Acest link de confirmare nu mai este valabil. Titularul contului poate trimite unul nou din prezentarea generală a contului în QR Reviews.',
  'webhook.caseOpened': 'Un client cere ajutor pentru {product}',
  'webhook.test': 'Eveniment de test de la QR Reviews: acest webhook funcționează.',
  'webhook.off.subject': 'Un webhook al contului dumneavoastră QR Reviews a fost dezactivat',
  'webhook.off.body':
    'Webhook-ul „{label}” nu a acceptat niciun eveniment timp de 24 de ore, așa că QR Reviews l-a dezactivat și nu îi mai trimite nimic. Verificați-i adresa în prezentarea generală a contului, apoi activați-l din nou.',
  'webhook.off.open': 'Deschide setările webhook',
  'invite.subject': '{inviter} vă invită în contul {account} din QR Reviews',
  'invite.body':
    '{inviter} vă invită să vă alăturați contului QR Reviews „{account}” cu rolul „{role, select, manager {Manager} support {Asistență} other {Observator}}”.',
  'invite.what':
    '{role, select, manager {Veți putea modifica produse, șabloane și importuri, tipări carduri și citi și răspunde la recenzii și la solicitările clienților.} support {Veți putea vedea produsele și statisticile, citi recenzii și răspunde la solicitările clienților.} other {Veți putea vedea produsele, statisticile și recenziile, fără să modificați nimic.}}',
  'invite.open': 'Acceptă invitația',
  'invite.signIn':
    'Pentru a accepta, conectați-vă cu Google ca {email}. Linkul funcționează o singură dată, timp de 7 zile.',
  'invite.ignore':
    'Dacă nu vă așteptați la acest e-mail, ignorați-l: nu se întâmplă nimic dacă nu acceptați, iar invitația expiră.',
  'footer.invite':
    'Primiți acest e-mail pentru că proprietarul unui cont QR Reviews a invitat această adresă.',
};
