// The one English catalog (STYLE: user text lives in one message catalog, in the spec's
// wording; clear English where the legacy app used another language).
export const en: Record<string, string> = {
  'engine.retry': 'Retry',
  'engine.loadFailed': "We couldn't load this page.",
  'engine.networkError': 'Network error. Check your connection and try again.',
  'engine.timeout': 'The request timed out. Please try again.',
  'engine.invalidReply': 'The server sent an unexpected reply. Please try again.',
  'engine.unknownEndpoint': 'This action is not available.',
  'engine.requestFailed': 'The request failed. Please try again.',
  'engine.blockFailed': 'This part of the page could not be shown.',
  'engine.unsupportedVersion': 'This page needs a newer version of the app ({version}).',
  'engine.unknownType': 'Unknown {kind} type "{type}"',
  'engine.required': 'This field is required',
  'engine.confirm': 'Confirm',
  'engine.cancel': 'Cancel',
  'engine.close': 'Close',
  // SPEC §2.12, §8: wording of the legacy toast.
  'engine.copySuccess': 'copy success',
  'engine.loading': 'loading...',
  'engine.urlRefused': "This link can't be opened.",
  'engine.select': 'Please select',
  'engine.more': 'more',
  'engine.hide': 'hide',
  'engine.search': 'Search',
  'engine.noOptions': 'No options',
  'engine.uploadFailed': 'Upload failed',
  'engine.maxImages': 'You can add up to {max} images',
  'engine.remove': 'Remove',
  'engine.addImage': 'Add image',
  'engine.photoPreparing': 'Preparing',
  'engine.photoProgress': 'Uploading photo {n}',
  'engine.photoFailed': 'Not uploaded',
  'engine.retryUpload': 'Retry',
  'engine.retryPhoto': 'Retry photo {n}',
  'engine.photoUnreadable': "This file can't be read as a photo. Please choose a JPG or PNG photo.",
  'engine.photoUnreadableShort': "Can't read this file",
  'engine.photosUploading': 'Please wait until your photos finish uploading.',
  'engine.photosFailed': 'A photo did not upload. Tap Retry, or remove it.',
  'engine.digitsOnly': 'Digits only',

  // SPEC §4 order rating: the legacy toast was 'Silakan pilih'.
  'rating.pleaseSelect': 'Please select a rating',
  // SPEC §8 complaint rating success.
  'rating.success': 'Successful demonstration!',

  // SPEC §4, §8: the legacy message was in Spanish.
  'complaint.collectionUnsupported': 'This order does not support collection complaints.',
  // SPEC §5.
  'complaint.descriptionRequired': 'Please fill in your comments and suggestions',

  // SPEC §5, §8 card repayment.
  'repay.selectCardFirst': 'Please select a bank card first',
  'repay.enterCorrectCode': 'please enter the correct code',
  'repay.codeError': 'verification code error',
  'repay.duplicate': 'please do not submit the payment application repeatedly',
  'repay.failed': 'processing failed',
  'repay.networkError': 'error',
  'repay.queryCardsFailed': 'failed to query card list',

  // SPEC §5, §8 registration landing page.
  'register.enterPhone': 'Please enter a correct phone number',
  'register.enterCaptcha': 'Please enter the correct image captcha',
  'register.enterSmsCode': 'Please enter the correct SMS code',
  'register.smsDuplicate': 'The code has already been sent. Please wait until the countdown ends.',
  'register.phoneFirst': 'Please enter your phone number first',
  'register.alreadyRegistered': 'You are registered, please download the APP to log in',
  'register.success': 'registration successful',
  'register.getCode': 'Get code',
  'register.countdown': '{seconds}s',

  // SPEC §5 official-site contact form (no call is made).
  'contact.incomplete': 'Please provide complete information!',
  'contact.success': 'Successful!',

  // SPEC §4 order / loan details buttons and bank-card prompt.
  'loanDetail.repayNow': 'REPAY',
  'loanDetail.rollover': 'Rollover Repayment',
  'loanDetail.shortOfMoney': 'Short of money?',
  'loanDetail.repayment': 'Repayment',
  'loanDetail.borrowAgain': 'Borrow Again',
  'loanDetail.goBindCard': 'Go and bind the card',
  'engine.enlarge': 'enlarge',
  'engine.rating': 'Rating',
  'engine.stars': '{count} stars',
  'engine.invalidValue': 'Please check this value',
};
