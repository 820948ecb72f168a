import type { MessageCatalogue } from './messages.en-US';

export const messagesFrCA: MessageCatalogue = {
  'generic.error':
    "Wouf! Une erreur s'est produite. Veuillez actualiser la page, réessayer ou communiquer avec le soutien.",
  'generic.processing': "Une erreur s'est produite lors du traitement de votre demande.",
  'generic.notFound': "Nous n'avons pas trouvé ce que vous cherchez.",
  'generic.malformedJson': "Nous n'avons pas pu lire cette demande. Veuillez réessayer.",
  'auth.unauthenticated': 'Veuillez vous connecter pour continuer.',
  'auth.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'auth.invalidCredentials': "L'adresse courriel ou le mot de passe saisi est incorrect.",
  'auth.throttledAccount':
    'Trop de tentatives de connexion infructueuses pour ce compte. Veuillez patienter {minutes} minutes et réessayer, ou réinitialiser votre mot de passe.',
  'auth.throttledIp':
    'Trop de tentatives de connexion à partir de votre réseau. Veuillez patienter {minutes} minutes et réessayer.',
  'auth.throttledRegister':
    "Trop de tentatives d'inscription à partir de votre réseau. Veuillez patienter {minutes} minutes et réessayer.",
  'auth.clientsOnly': 'Cette fonction est réservée aux propriétaires d’animaux.',
  'register.emailTaken':
    'Un compte existe déjà avec cette adresse courriel. Mot de passe oublié? Vous pouvez le réinitialiser à partir de la page de connexion.',
  'register.terms': "Veuillez accepter les conditions d'utilisation.",
  'field.first_name.required': 'Veuillez saisir votre prénom.',
  'field.last_name.required': 'Veuillez saisir votre nom de famille.',
  'field.email.required': 'Veuillez saisir votre adresse courriel.',
  'field.email.invalid': 'Veuillez saisir une adresse courriel valide.',
  'field.password.required': 'Veuillez saisir votre mot de passe.',
  'password.MIN_LENGTH': 'Votre mot de passe doit contenir au moins 6 caractères.',
  'password.LOWERCASE': 'Votre mot de passe doit contenir au moins 1 lettre minuscule.',
  'password.UPPERCASE': 'Votre mot de passe doit contenir au moins 1 lettre majuscule.',
  'password.NUMBER': 'Votre mot de passe doit contenir au moins 1 chiffre.',
  'validation.required': 'Ce champ est obligatoire.',
  'validation.invalid': 'Veuillez saisir une valeur valide.',
  'validation.uuid': 'Veuillez choisir un uuid',
  'validation.dateTime': 'Veuillez saisir une date et une heure valides.',
  'validation.date': 'Veuillez saisir une date valide.',
  'validation.enum': 'Veuillez choisir une des options offertes.',
  'validation.number': 'Veuillez saisir un nombre.',
  'validation.minimum': 'Veuillez saisir une valeur d’au moins {limit}.',
  'validation.maximum': 'Veuillez saisir une valeur de {limit} ou moins.',
  'validation.unknownField': "Ce champ n'est pas reconnu.",
  'booking.partnerCannotCheckout':
    'Les comptes de partenaires ne peuvent pas réserver de rendez-vous. Veuillez vous connecter avec un compte de propriétaire d’animal pour réserver.',
  'booking.inactiveClient':
    'Votre compte est inactif, vous ne pouvez donc pas réserver de rendez-vous. Veuillez communiquer avec le soutien.',
  'booking.sessionExpired': 'Votre session de réservation a expiré',
  'booking.slotUnavailable':
    "Cette plage horaire n'est plus disponible, mais vos autres choix sont enregistrés. Veuillez choisir une nouvelle plage horaire pour continuer.",
  'booking.quoteNotModifiable': 'Désolé! Cette soumission ne peut plus être modifiée.',
  'booking.quoteNotFound':
    "Une erreur s'est produite lors du chargement de votre soumission - veuillez réessayer ou communiquer avec le soutien.",
  'booking.paymentDeclined':
    "Nous n'avons pas pu débiter votre carte. Veuillez réessayer ou choisir une autre carte.",
  'booking.failed':
    "Une erreur s'est peut-être produite lors de la réservation de votre rendez-vous - veuillez communiquer avec le soutien",
  'booking.restart': "Une erreur s'est produite. Veuillez recommencer votre réservation.",
  'booking.pet.required': 'Veuillez choisir un animal.',
  'booking.pet.invalid': 'Veuillez choisir un de vos animaux.',
  'booking.concerns.required': 'Veuillez choisir au moins une préoccupation.',
  'booking.concerns.tooMany': "Veuillez choisir jusqu'à {count} préoccupations.",
  'booking.description.required': 'Veuillez expliquer au vétérinaire ce qui se passe.',
  'booking.paymentMethod.required': 'Veuillez choisir une carte.',
  'booking.paymentMethod.invalid': 'Veuillez choisir une de vos cartes enregistrées.',
  'booking.slot.invalid': 'Veuillez choisir une plage horaire de 30 minutes.',
  'promo.required': 'Veuillez ajouter un code promotionnel.',
  'promo.invalid': 'Code promotionnel invalide',
  'promo.notApplicable': "Oups! Ce code promotionnel ne s'applique pas à votre achat actuel",
  'availability.endBeforeStart': 'La fin doit être postérieure au début.',
  'availability.rangeTooLong': 'Veuillez choisir une période de {days} jours ou moins.',
  'partner.notFound': "Nous n'avons pas trouvé ce vétérinaire.",
  'appointment.notFound': "Nous n'avons pas trouvé ce rendez-vous.",
  'paymentMethod.unknownToken':
    "Nous n'avons pas pu enregistrer cette carte. Veuillez vérifier les renseignements de la carte et réessayer.",
  'payment.intentNotFound': "Nous n'avons pas trouvé ce paiement. Veuillez recommencer votre réservation.",
  'payment.secretMismatch':
    "Nous n'avons pas pu vérifier ce paiement. Veuillez recommencer votre réservation.",
};
