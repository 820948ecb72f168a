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
  'auth.throttledEmailLink':
    'Nous ne pouvons pas vous connecter pour le moment : trop de courriels de connexion ont été demandés. Veuillez réessayer dans {minutes} minutes.',
  'auth.clientsOnly': 'Cette fonction est réservée aux propriétaires d’animaux.',
  'register.emailTaken':
    'Un compte existe déjà avec cette adresse courriel. Mot de passe oublié? Vous pouvez le réinitialiser à partir de la page de connexion.',
  'register.terms': "Veuillez accepter les conditions d'utilisation.",
  'field.first_name.required': 'Veuillez saisir votre prénom.',
  'field.last_name.required': 'Veuillez saisir votre nom de famille.',
  'field.email.required': 'Veuillez saisir votre adresse courriel.',
  'field.email.invalid': 'Veuillez saisir une adresse courriel valide.',
  'field.password.required': 'Veuillez saisir votre mot de passe.',
  'password.MIN_LENGTH': 'Votre mot de passe doit contenir au moins 8 caractères.',
  'password.MAX_LENGTH': 'Votre mot de passe doit contenir au plus 128 caractères.',
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
  'validation.nul': 'Ce champ ne peut pas contenir de caractère nul (U+0000).',
  'validation.maxLength': 'Veuillez saisir au plus {limit} caractères.',
  'validation.maxItems': 'Veuillez en choisir au plus {limit}.',
  'validation.dateRange': 'Veuillez saisir une date entre les années {min} et {max}.',
  'generic.tooLarge': 'Cette demande est trop volumineuse. La limite est de {limit}.',
  'booking.quoteLimit':
    'Vous avez commencé trop de réservations au cours de la dernière heure. Veuillez réessayer plus tard.',
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
  // appointments and the video visit
  'visit.partnersOnly': 'Cette fonction est réservée aux vétérinaires et aux techniciens.',
  'appointment.alreadyCancelled': 'Ce rendez-vous a déjà été annulé.',
  'appointment.notCancellable':
    'Ce rendez-vous ne peut plus être annulé : seul un rendez-vous confirmé ou en attente de paiement peut être annulé, et seulement avant la fin de sa séance.',
  'appointment.cancelPolicy':
    "Vous pouvez annuler jusqu'à la fin de votre séance. Les frais sont remboursés sur votre carte dans un délai de 5 jours ouvrables, ou en crédits dans un délai de 24 heures.",
  'appointment.cancelReason.required': 'Veuillez choisir une raison.',
  'appointment.cancelNotes.required': 'Veuillez nous dire pourquoi vous annulez.',
  'appointment.concernsLocked': 'Les motifs ne peuvent être modifiés qu’avant la consultation.',
  'appointment.transferLocked':
    'Seul un rendez-vous à venir peut être transféré, avant le début de la consultation.',
  'appointment.transferSameVet': 'Choisissez un autre vétérinaire que celui de votre réservation.',
  'appointment.notConfirmable': 'Ce rendez-vous ne peut plus être confirmé ni refusé.',
  'appointment.noShowFailed': "Impossible d'indiquer que le client ne s'est pas présenté à ce rendez-vous.",
  'appointment.vetNoShow.ALREADY_INCOMPLETE': 'Ce rendez-vous est déjà indiqué comme incomplet.',
  'appointment.vetNoShow.NOT_CONFIRMED':
    "Seul un rendez-vous confirmé peut être signalé comme un rendez-vous auquel le vétérinaire ne s'est pas présenté.",
  'appointment.vetNoShow.TOO_EARLY':
    "Vous pourrez signaler l'absence du vétérinaire 10 minutes après le début du rendez-vous.",
  'appointment.vetNoShow.TOO_LATE':
    "Ce rendez-vous s'est terminé il y a plus de 24 heures : il ne peut plus être signalé ici. Veuillez communiquer avec le soutien.",
  'appointment.vetNoShow.VET_JOINED':
    "Le vétérinaire s'est joint à ce rendez-vous : il ne peut pas être signalé comme une absence. Veuillez communiquer avec le soutien en cas de problème.",
  'appointment.vetNoShow.partner':
    '{client} a signalé que vous ne vous êtes pas joint au rendez-vous de {pet} ({reference}). Il est indiqué comme incomplet et {amount} est remboursé au client.',
  'appointment.vetNoShow.partnerFree':
    '{client} a signalé que vous ne vous êtes pas joint au rendez-vous de {pet} ({reference}). Il est indiqué comme incomplet.',
  'appointment.followUpFailed': "Impossible d'envoyer la demande de suivi.",
  'appointment.followUpMessage.invalid': 'Veuillez entrer un message de suivi valide',
  'appointment.followUpNone': "Aucun suivi n'attend de réponse.",
  'room.future':
    "Cette salle n'est pas encore ouverte : vous pourrez la rejoindre 10 minutes avant le début.",
  'room.past': 'Cette consultation est terminée; sa salle ne peut plus être rejointe.',
  'room.expired': 'Cette salle a expiré.',
  'record.finalized': 'Ce dossier médical est finalisé. Seules de nouvelles notes peuvent être ajoutées.',
  'record.notFinalizable':
    'Ce dossier médical ne peut pas être finalisé : le rendez-vous a été refusé, annulé ou marqué incomplet.',
  'record.data.invalid': 'Veuillez entrer des données valides',
  'record.assessment.invalid': 'Veuillez entrer une évaluation valide',
  'record.plan.invalid': 'Veuillez entrer un plan valide',
  'record.note.invalid': 'Veuillez entrer une note valide',
  'record.downloadFailed': 'Impossible d’obtenir le lien de téléchargement du dossier médical',
  'record.notReleased': 'Le dossier médical est accessible une fois finalisé par le vétérinaire.',
  'message.invalid': 'Veuillez entrer un message valide',
  'message.windowClosed':
    'La période de messagerie de ce rendez-vous est terminée. Veuillez réserver un rendez-vous de suivi pour continuer.',
  'message.notAllowed': "La messagerie n'est offerte qu'après un rendez-vous terminé.",
  'review.already': 'Vous avez déjà évalué ce rendez-vous.',
  'review.notAllowed': 'Vous pourrez évaluer votre vétérinaire après une consultation terminée.',
  'review.title.required': 'Veuillez ajouter un titre.',
  'review.text.required': 'Veuillez rédiger votre avis.',
  'media.sizeLimit': 'Vous avez atteint la limite de téléversement de {size}.',
  'media.countLimit': 'Impossible de téléverser plus de fichiers.',
  'media.invalid':
    "Ce fichier est corrompu, ou n'est pas le genre de fichier qu'indique son type. Veuillez en choisir un autre.",
  'media.linkExpired':
    'Ce lien vers le fichier a expiré. Veuillez rouvrir le fichier depuis la consultation.',
  'media.linkInvalid':
    "Ce lien vers le fichier n'est pas valide. Veuillez rouvrir le fichier depuis la consultation.",
  'media.notYours':
    "Impossible de retirer le fichier téléversé : seule la personne qui l'a partagé peut le retirer.",
  'media.type':
    'Ce type de fichier ne peut pas être partagé. Veuillez choisir une image (JPEG, PNG, GIF, WebP, HEIC), un PDF ou une vidéo (MP4, MOV, WebM).',
  'room.chatClosed':
    'La salle de consultation est fermée, tout comme son clavardage. Les messages passent maintenant par la messagerie du rendez-vous.',
  'paymentMethod.unknownToken':
    "Nous n'avons pas pu enregistrer cette carte. Veuillez vérifier les renseignements de la carte et réessayer.",
  'payment.intentNotFound': "Nous n'avons pas trouvé ce paiement. Veuillez recommencer votre réservation.",
  'payment.secretMismatch':
    "Nous n'avons pas pu vérifier ce paiement. Veuillez recommencer votre réservation.",
  // accounts
  'code.required': 'Veuillez saisir le code.',
  'code.incorrect': 'Le code saisi est incorrect',
  'code.format': 'Veuillez saisir le code à 6 chiffres.',
  'code.noLongerValid': "Ce code est incorrect ou n'est plus valide. Demandez un nouveau code.",
  'code.resendTooSoon': 'Veuillez patienter {seconds} secondes avant de demander un nouveau code.',
  'mail.registrationCode.subject': "Votre code d'inscription Pawcall",
  'mail.registrationCode.body':
    "Votre code d'inscription Pawcall est {code}. Saisissez-le pour créer votre compte. Il fonctionne une seule fois et expire dans 15 minutes.",
  'mail.accountExists.subject': 'Vous avez déjà un compte Pawcall',
  'mail.accountExists.body':
    "Quelqu'un a demandé à créer un compte Pawcall avec cette adresse courriel, et un compte existe déjà avec cette adresse. Si c'était vous, connectez-vous ou réinitialisez votre mot de passe ici : {link} Sinon, vous pouvez ignorer ce courriel.",
  'mail.emailCode.subject': 'Votre code de vérification Pawcall',
  'mail.emailCode.body':
    'Votre code de vérification Pawcall est {code}. Il fonctionne une seule fois et expire dans 15 minutes.',
  'sms.phoneCode.subject': 'Code de vérification du téléphone',
  'sms.phoneCode.body':
    'Pawcall : votre code de vérification est {code}. Il fonctionne une seule fois et expire dans 15 minutes.',
  'call.phoneCode.subject': 'Appel de vérification du téléphone',
  'call.phoneCode.body':
    'Bonjour, ici Pawcall. Votre code de vérification est {digits}. Je répète : {digits}. Il fonctionne une seule fois et expire dans 15 minutes.',
  'mail.reset.subject': 'Réinitialiser votre mot de passe Pawcall',
  'mail.reset.body':
    'Ouvrez ce lien pour choisir un nouveau mot de passe : {link} Il fonctionne une seule fois et expire dans 15 minutes.',
  'mail.magic.subject': 'Votre lien de connexion Pawcall',
  'mail.magic.body':
    'Ouvrez ce lien pour vous connecter à Pawcall : {link} Il fonctionne une seule fois et expire dans 15 minutes.',
  'link.invalid': "Ce lien est incorrect ou n'est plus valide. Veuillez en demander un nouveau.",
  'phone.countryCode.required': "Veuillez saisir l'indicatif du pays.",
  'phone.number.required': 'Veuillez saisir votre numéro de téléphone.',
  'phone.invalid': 'Veuillez saisir un numéro de téléphone valide.',
  'password.COMMON':
    'Ce mot de passe figure sur une liste de mots de passe courants ou divulgués. Veuillez en choisir un plus difficile à deviner.',
  'password.currentIncorrect': 'Votre mot de passe actuel est incorrect.',
  'password.currentThrottled':
    'Trop de mots de passe actuels incorrects. Veuillez patienter {minutes} minutes et réessayer, ou réinitialisez votre mot de passe à partir de la page de connexion.',
  'social.unavailable':
    "Nous n'avons pas pu nous connecter à ce fournisseur de connexion. Veuillez réessayer plus tard ou vous connecter avec votre courriel.",
  'social.rejected':
    "Le fournisseur de connexion n'a pas confirmé votre compte. Veuillez réessayer ou vous connecter avec votre courriel.",
  'sso.notFound':
    "Nous n'avons trouvé aucun compte d'authentification unique pour cette organisation. Veuillez communiquer avec le soutien de votre organisation.",
  'address.address_1.required': 'Veuillez saisir votre adresse.',
  'address.city.required': 'Veuillez saisir votre ville.',
  'address.province.required': 'Veuillez saisir votre province ou votre État.',
  'address.postal.required': 'Veuillez saisir votre code postal.',
  'address.country.required': 'Veuillez saisir votre pays.',
  'preferences.timezone.invalid': 'Veuillez choisir un fuseau horaire dans la liste.',
  'photo.type': 'Veuillez choisir une image JPEG, PNG ou WebP.',
  'photo.tooLarge': 'Cette image dépasse 2 Mo. Veuillez en choisir une plus petite.',
  'photo.corrupted': 'Cette image est corrompue. Veuillez en choisir une autre.',
  'onboarding.emailMissing': "Veuillez d'abord vérifier votre adresse courriel.",
  'onboarding.petMissing': "Veuillez d'abord ajouter votre animal.",
  'onboarding.phoneMissing': "Veuillez d'abord ajouter et vérifier votre numéro de téléphone.",
  'onboarding.addressMissing': "Veuillez d'abord ajouter votre adresse.",
  'auth.partnersOnly': 'Cette fonction est réservée aux vétérinaires et aux techniciens vétérinaires.',
  'credentials.school.required': 'Veuillez saisir le nom de votre établissement.',
  'credentials.year.invalid': "Veuillez saisir une année d'obtention du diplôme valide.",
  'credentials.licence.required': 'Veuillez ajouter au moins un permis.',
  'credentials.licence.number': 'Veuillez saisir le numéro du permis.',
  'credentials.licence.expiry': "Veuillez saisir une date d'expiration valide.",
  'credentials.designation.required':
    'Veuillez indiquer si vous êtes vétérinaire ou technicien·ne en santé animale.',
  'credentials.licence.tooMany': "Vous pouvez ajouter jusqu'à {count} permis.",
  'credentials.licence.jurisdiction': 'Veuillez saisir la province ou l’État du permis.',
  'credentials.licence.expiryPast': 'Ce permis est expiré. Veuillez saisir un permis encore valide.',
  'preferences.region.invalid': 'Veuillez choisir une région dans la liste.',
  'availability.required': 'Veuillez ajouter au moins une plage de disponibilité.',
  'pet.name.required': 'Veuillez saisir le nom de votre animal.',
  'pet.limit':
    'Vous pouvez avoir jusqu’à {count} animaux dans votre compte. Retirez-en un pour en ajouter un autre.',
  'pet.species.required': 'Veuillez choisir une espèce.',
  'pet.sex.required': 'Veuillez choisir le sexe de votre animal.',
  'pet.birthday.required': 'Veuillez saisir la date de naissance de votre animal.',
  'pet.birthday.future': "Veuillez saisir une date de naissance qui n'est pas dans le futur.",
  'pet.clinic.required': 'Veuillez saisir le nom de la clinique habituelle.',
  'pet.notFound': "Nous n'avons pas trouvé cet animal.",
  'pet.alreadyRemoved': 'Cet animal a déjà été retiré.',
  'pet.removal.note': 'Veuillez nous dire pourquoi vous retirez cet animal.',
  'paymentMethod.notFound': "Nous n'avons pas trouvé cette carte.",
  'paymentMethod.notRemovable':
    "Nous n'avons pas pu retirer cette carte : elle paie une réservation en cours.",
  'petPhoto.limit':
    "Impossible de téléverser d'autres fichiers : un animal peut avoir au plus {count} photos.",
  'petPhoto.corrupted': 'Cette image est corrompue. Veuillez en choisir une autre.',
  'petPhoto.tooLarge': 'Cette image dépasse 10 Mo. Veuillez en choisir une plus petite.',
  'petPhoto.missing': 'Veuillez choisir une image à téléverser.',
  'petPhoto.notRemovable': 'Impossible de retirer le fichier téléversé : il a peut-être déjà été retiré.',
  'clinic.notFound': "Nous n'avons pas trouvé cette clinique. Veuillez chercher de nouveau.",
  'billing.name.required': 'Veuillez entrer le nom figurant sur la carte.',
  'billing.address.required': "Veuillez entrer l'adresse de facturation.",
  'billing.city.required': 'Veuillez entrer la ville.',
  'billing.province.required': "Veuillez entrer la province ou l'État.",
  'billing.country.required': 'Veuillez choisir le pays de facturation.',
  'paymentHistory.description': 'Consultation avec {partner} pour {pet}',
  'paymentHistory.vet': 'Dr {name}',
  'paymentHistory.card': '{brand} se terminant par {last4}',
  'notification.notFound': "Nous n'avons pas trouvé cette notification.",
  'notification.welcomeClient':
    'Bienvenue chez Pawcall! Votre compte est actif : vous pouvez consulter un vétérinaire en tout temps.',
  'notification.welcomePartner':
    'Bienvenue chez Pawcall! Votre profil est publié et les propriétaires peuvent réserver avec vous.',
  'exchange.unknownCurrency': "Cette devise n'est pas prise en charge.",
  'auth.finishOnboarding': "Veuillez d'abord terminer la configuration de votre compte.",
  'auth.identityRevoked': 'Vous avez été déconnecté sur cet appareil. Veuillez vous reconnecter.',
  'auth.identityOtherAccount':
    "Un autre compte s'est connecté sur ce navigateur. Veuillez continuer avec ce compte ou vous reconnecter.",
  'sso.failed': 'Nous ne pouvons pas vous connecter. Veuillez réessayer plus tard.',
  'social.nameRequired': 'Veuillez entrer votre prénom et votre nom.',
  'profile.gender.required': 'Veuillez choisir votre genre.',
  'profile.birthday.invalid': 'Veuillez entrer une date de naissance valide.',
  'profile.birthday.future': "Veuillez entrer une date de naissance qui n'est pas dans le futur.",
  'emailChange.same': 'Ceci est déjà votre adresse courriel.',
  'emailChange.taken': 'Un compte existe déjà avec cette adresse courriel.',
  'mail.emailChange.subject': 'Confirmez votre nouvelle adresse courriel Pawcall',
  'mail.emailChange.body':
    'Votre code pour confirmer cette adresse courriel pour Pawcall est {code}. Il fonctionne une seule fois et expire dans 15 minutes.',
  'mail.emailChanged.subject': "L'adresse courriel de votre compte Pawcall a été modifiée",
  'mail.emailChanged.body':
    "L'adresse courriel de votre compte Pawcall est maintenant {email}. Si vous n'êtes pas à l'origine de ce changement, veuillez communiquer avec le soutien.",
  'referral.email.invalid': 'Le courriel de votre ami doit être valide.',
  'referral.self': 'Vous ne pouvez pas vous inviter vous-même. Veuillez entrer le courriel de votre ami.',
  'referral.alreadyInvited': 'Vous avez déjà invité cet ami.',
  'referral.alreadyMember': 'Cet ami a déjà un compte Pawcall.',
  'referral.globalExcluded': "L'invitation d'amis n'est pas offerte pour votre compte.",
  'mail.referral.subject': '{name} vous invite sur Pawcall',
  'mail.referral.body':
    '{name} vous invite sur Pawcall : obtenez {percent} % de rabais sur votre premier rendez-vous vidéo avec un vétérinaire autorisé. Inscrivez-vous avec cette adresse courriel : {link}',
  'wallet.referralReward': 'Récompense de parrainage : {email} a terminé une réservation',
  'appointment.transferFeeChanged':
    'Les frais de transfert ont changé depuis que vous les avez vus. Veuillez les vérifier et confirmer de nouveau.',
  'appointment.transferCard.required': 'Veuillez choisir une carte pour les frais de transfert.',
  'appointment.followUpPayFirst': 'Pour accepter ce suivi, choisissez une heure et payez-le.',
  'appointment.partnerCancelled':
    '{vet} a annulé le rendez-vous de {pet} ({reference}). {amount} sera remboursé sur votre carte d’ici 5 jours ouvrables.',
  'appointment.partnerCancelledFree': '{vet} a annulé le rendez-vous de {pet} ({reference}).',
  'appointment.partnerCancelled.subject': 'Votre rendez-vous {reference} a été annulé',
  'appointment.cancelSessionExpired': "La session d'annulation a expiré, veuillez réessayer",
  'appointment.partnerDeclined':
    '{vet} a refusé le rendez-vous de {pet} ({reference}). {amount} est remboursé sur votre carte sous 5 jours ouvrables.',
  'appointment.partnerDeclinedFree': '{vet} a refusé le rendez-vous de {pet} ({reference}).',
  'appointment.partnerDeclined.subject': 'Votre rendez-vous {reference} a été refusé',
  'appointment.clientCancelled': '{client} a annulé le rendez-vous de {pet} ({reference}) du {date}.',
  'appointment.clientCancelled.subject': 'Le rendez-vous {reference} a été annulé',
  'appointment.noShow':
    "{vet} a marqué le rendez-vous de {pet} ({reference}) comme incomplet : vous n'avez pas rejoint la consultation.",
  'appointment.noShow.subject': 'Votre rendez-vous {reference} a été marqué incomplet',
  'appointment.reminder':
    'Rappel : votre rendez-vous avec {vet} pour {pet} commence à {time}. Rejoignez-le ici : {link}',
  'appointment.reminder.subject': 'Votre rendez-vous {reference} commence à {time}',
  'followUp.requested': '{vet} propose un suivi pour {pet} : {message}',
  'followUp.requested.subject': '{vet} propose un suivi pour {pet}',
  'followUp.autoMessage': 'Comment va {pet}? Réservez un suivi pour que nous puissions faire le point.',
  'appointment.request':
    'Nouvelle demande de rendez-vous : {client} a réservé une consultation pour {pet} le {time} ({reference}). Veuillez la confirmer ou la refuser.',
  'appointment.request.subject': 'Nouvelle demande de rendez-vous {reference}',
  'review.received':
    '{client} a donné la note de {rating} sur 5 à la consultation de {pet} ({reference}) : « {title} »',
  'review.received.subject': 'Nouvel avis : {rating} sur 5',
  'record.due':
    'Le dossier médical de {pet} ({reference}, {date}) n’est pas encore rempli. Les dossiers médicaux doivent être remplis dans les {hours} heures suivant la consultation.',
  'record.due.subject': 'Veuillez remplir le dossier médical de {pet} ({reference})',
  'document.linkExpired': 'Ce lien de téléchargement a expiré. Veuillez télécharger le document de nouveau.',
  'document.linkInvalid':
    "Ce lien de téléchargement n'est pas valide. Veuillez télécharger le document de nouveau.",
  'prescription.expired': 'Cette ordonnance est expirée.',
  'prescription.none': "Il n'y a aucune ordonnance pour ce rendez-vous.",
  'product.notFound': "Nous n'avons pas trouvé ce produit.",
  'kit.notAllowed': "Une trousse de diagnostic ne peut être recommandée qu'après une consultation terminée.",
  'kit.wrongSpecies': "Cette trousse n'est pas conçue pour l'espèce de cet animal.",
  'kit.already': 'Cette trousse est déjà recommandée pour ce rendez-vous.',
  'kit.followUpMessage':
    'Dr {vet} recommande la trousse « {kit} ». Un rendez-vous de suivi pour en discuter les résultats est inclus.',
  'pdf.record.title': 'Dossier médical',
  'pdf.record.draft': "Brouillon : ce dossier n'est pas encore finalisé.",
  'pdf.record.finalized': 'Finalisé le {date}',
  'pdf.appointment': 'Rendez-vous {reference} le {date}',
  'pdf.pet': 'Animal : {name} ({species})',
  'pdf.client': 'Propriétaire : {name}',
  'pdf.vet': 'Vétérinaire : {name}',
  'pdf.data': 'Données',
  'pdf.assessment': 'Évaluation',
  'pdf.plan': 'Plan',
  'pdf.notes': 'Notes',
  'pdf.footer': 'Pawcall · {reference}',
  'pdf.prescription.title': 'Ordonnance',
  'pdf.prescription.medication': 'Médicament',
  'pdf.prescription.directions': 'Posologie',
  'pdf.prescription.quantity': 'Quantité',
  'pdf.prescription.refills': 'Renouvellements',
  'pdf.prescription.expires': 'Expiration',
  'order.notFound': "Nous n'avons pas trouvé cette commande.",
  'order.receiptCancelled': "Cette commande a été annulée : elle n'a donc pas de reçu.",
  'order.receiptUnpaid': "Cette commande n'a pas encore été payée : elle n'a donc pas de reçu.",
  'pdf.receipt.title': 'Reçu',
  'pdf.order.placed': 'Commande {reference} passée le {date}',
  'pdf.order.shipped': 'Expédiée le {date}',
  'pdf.order.delivered': 'Livrée le {date}',
  'pdf.order.items': 'Articles',
  'pdf.order.item': '{name} : {amount}',
  'pdf.order.itemQuantity': '{quantity} × {name} à {unit} chacun : {amount}',
  'pdf.order.subtotal': 'Sous-total : {amount}',
  'pdf.order.discount': 'Rabais : -{amount}',
  'pdf.order.tax': 'Taxes : {amount}',
  'pdf.order.total': 'Total : {amount}',
  'pdf.order.paid': 'Payée le {date}',
  'pdf.order.paidWith': 'Payée le {date} avec {card}',
  'pdf.order.shipTo': 'Livraison à',
  'mail.record.subject': 'Le dossier médical de {pet} sur Pawcall',
  'mail.record.body':
    "Dr {vet} vous a envoyé le dossier médical de la consultation de {pet} du {date}. Téléchargez-le d'ici 7 jours : {link}",
};
