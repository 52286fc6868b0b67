import type { EmailCatalog } from '../email-messages.js';

/** Greek (docs/i18n-glossary/el.md). */
export const EMAIL_MESSAGES_EL: EmailCatalog = {
  'alert.subject': '{stars, plural, one {# αστέρι} other {# αστέρια}} για το {product}',
  'alert.heading': 'Ένας πελάτης χρειάζεται την προσοχή σας',
  'alert.body':
    'Ένας πελάτης που αγόρασε το {product} από το {store} έδωσε βαθμολογία {stars, plural, one {# αστέρι} other {# αστέρια}}.',
  'alert.feedback': 'Τα σχόλια του πελάτη:',
  'alert.noFeedback': 'Ο πελάτης δεν άφησε γραπτά σχόλια.',
  'alert.open': 'Ανοίξτε αυτή την κριτική στο QR Reviews',
  'followUp.subject':
    '{count, plural, one {Ακόμη # κριτική χρειάζεται} other {Ακόμη # κριτικές χρειάζονται}} την προσοχή σας',
  'followUp.body':
    'Από το τελευταίο email, {count, plural, one {ακόμη # πελάτης έδωσε} other {ακόμη # πελάτες έδωσαν}} βαθμολογία κάτω από την ελάχιστη βαθμολογία σας:',
  'followUp.item': '{product}: {stars, plural, one {# αστέρι} other {# αστέρια}} ({store})',
  'followUp.more': '{count, plural, one {και # ακόμη} other {και # ακόμη}}',
  'followUp.open': 'Ανοίξτε τις κριτικές σας στο QR Reviews',
  'digest.subject': 'Οι κριτικές σας στις {date}',
  'digest.body':
    '{count, plural, =0 {Καμία νέα κριτική} one {# νέα κριτική} other {# νέες κριτικές}} τις τελευταίες 24 ώρες, {low, plural, one {# από αυτές} other {# από αυτές}} κάτω από την ελάχιστη βαθμολογία σας.',
  'digest.average': 'Μέση βαθμολογία: {average} από 5',
  'digest.unread':
    '{unread, plural, =0 {Καμία κριτική δεν σας περιμένει.} one {# κριτική χρειάζεται την προσοχή σας.} other {# κριτικές χρειάζονται την προσοχή σας.}}',
  'footer.alerts':
    'Λαμβάνετε αυτά τα email επειδή οι ειδοποιήσεις για δυσαρεστημένους πελάτες είναι ενεργές στον λογαριασμό σας στο QR Reviews.',
  'footer.digest':
    'Λαμβάνετε αυτό το email επειδή η ημερήσια σύνοψη είναι ενεργή στον λογαριασμό σας στο QR Reviews.',
  'footer.stop': 'Διακοπή αυτών των email με ένα κλικ',
  'footer.settings': 'Ρυθμίσεις email',
  'stop.title': 'Διακοπή αυτών των email;',
  'stop.confirm': 'Διακοπή',
  'stop.doneAlerts':
    'Τα email ειδοποιήσεων απενεργοποιήθηκαν. Μπορείτε να τα ενεργοποιήσετε ξανά στην επισκόπηση του λογαριασμού σας στο QR Reviews.',
  'stop.doneDigest':
    'Η ημερήσια σύνοψη απενεργοποιήθηκε. Μπορείτε να την ενεργοποιήσετε ξανά στην επισκόπηση του λογαριασμού σας στο QR Reviews.',
  'stop.invalid':
    'Αυτός ο σύνδεσμος δεν ισχύει πλέον. Αλλάξτε τις ρυθμίσεις email στην επισκόπηση του λογαριασμού σας στο QR Reviews.',
  'case.confirm.subject': 'Επιβεβαιώστε τη διεύθυνση email σας για {seller}',
  'case.confirm.body':
    'Ζητήσατε από {seller} να επικοινωνήσει μαζί σας σχετικά με {product}. Επιβεβαιώστε τη διεύθυνση email σας με τον παρακάτω σύνδεσμο. Μέχρι τότε, {seller} δεν μπορεί να σας στείλει τίποτα.',
  'case.confirm.open': 'Επιβεβαίωση της διεύθυνσης email μου',
  'case.confirm.ignore':
    'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το email: η διεύθυνση θα διαγραφεί μέσα σε μία εβδομάδα χωρίς να χρησιμοποιηθεί.',
  'case.reply.subject': 'Απάντηση από {seller} σχετικά με {product}',
  'case.reply.body': '{seller} απάντησε στο αίτημά σας σχετικά με {product}:',
  'case.reply.open': 'Διαβάστε και απαντήστε στη σελίδα του αιτήματος',
  'case.footer':
    'Η διεύθυνση email σας δεν εμφανίζεται σε {seller}: τα μηνύματα σας φτάνουν μέσω του QR Reviews. Στη σελίδα του αιτήματος μπορείτε οποιαδήποτε στιγμή να σημειώσετε το πρόβλημα ως λυμένο ή να διαγράψετε τα δεδομένα σας.',
  'case.alert.subject': 'Ένας πελάτης απάντησε σχετικά με {product}',
  'case.alert.body': 'Ο πελάτης που βοηθάτε με {product} έγραψε:',
  'case.alert.open': 'Άνοιγμα του αιτήματος στο QR Reviews',
  'case.alert.confirmedSubject': 'Μπορείτε πλέον να απαντήσετε σε πελάτη σχετικά με {product}',
  'case.alert.confirmedBody':
    'Ο πελάτης που ζήτησε βοήθεια με {product} επιβεβαίωσε τη διεύθυνση email του. Μπορείτε πλέον να του απαντήσετε από το αίτημα: η απάντησή σας του στέλνεται με email και η διεύθυνσή του παραμένει κρυφή από εσάς.',
};
