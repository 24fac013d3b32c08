import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Indonesian (Indonesia), polite "Anda". */
const idID: Partial<Translations> = {
  payingWith: 'Anda membayar dengan {{paymentSource}}',
  chooseAnotherWayToPay: 'Bayar dengan cara lain',
  chooseAWayToPay: 'Bagaimana Anda ingin membayar?',
  otherWaysToPay: 'Cara pembayaran lainnya',
  edit: 'Ubah',
  doneEditing: 'Selesai mengubah',
  editPaymentMethods: 'Kelola metode pembayaran tersimpan',

  CreditCardDeleteConfirmationMessage: 'Hapus kartu {{secondaryIdentifier}} Anda yang berakhiran {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Hapus akun PayPal {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Hapus akun Venmo dengan nama pengguna {{identifier}}?',
  genericDeleteConfirmationMessage: 'Hapus metode pembayaran ini?',
  deleteCancelButton: 'Tidak, simpan',
  deleteConfirmationButton: 'Ya, hapus',

  fieldEmptyForCvv: 'Masukkan kode keamanan (CVV).',
  fieldEmptyForExpirationDate: 'Masukkan tanggal kedaluwarsa.',
  fieldEmptyForCardholderName: 'Masukkan nama yang tertera di kartu.',
  fieldEmptyForNumber: 'Masukkan nomor kartu.',
  fieldEmptyForPostalCode: 'Masukkan kode pos.',
  fieldInvalidForCardholderName: 'Periksa nama yang tertera di kartu, lalu coba lagi.',
  fieldInvalidForCvv: 'Periksa kode keamanan, lalu coba lagi.',
  fieldInvalidForExpirationDate: 'Periksa tanggal kedaluwarsa, lalu coba lagi.',
  fieldInvalidForNumber: 'Periksa nomor kartu, lalu coba lagi.',
  fieldInvalidForPostalCode: 'Periksa kode pos, lalu coba lagi.',
  fieldTooLongForCardholderName: 'Nama yang tertera di kartu maksimal 255 karakter.',
  noticeOfCollection: 'Saat membayar dengan kartu, saya menyetujui Pernyataan Privasi PayPal.',

  genericError: 'Maaf, terjadi kesalahan di pihak kami. Silakan coba lagi.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Kartu ini sudah tersimpan sebagai metode pembayaran.',
  hostedFieldsFailedTokenizationError: 'Kami tidak dapat memproses kartu ini. Periksa detailnya, lalu coba lagi.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Kami tidak dapat memverifikasi kode keamanan (CVV). Periksa detail kartu Anda, lalu coba lagi.',
  hostedFieldsTokenizationNetworkErrorError: 'Tidak dapat terhubung. Periksa koneksi internet Anda, lalu coba lagi.',
  hostedFieldsFieldsInvalidError: 'Beberapa detail kartu perlu diperbaiki. Periksa kembali, lalu coba lagi.',
  paypalButtonMustBeUsed: 'Untuk melanjutkan, pilih tombol PayPal.',
  venmoButtonMustBeUsed: 'Untuk melanjutkan, pilih tombol Venmo.',
  applePayButtonMustBeUsed: 'Untuk melanjutkan, pilih tombol Apple Pay.',
  googlePayButtonMustBeUsed: 'Untuk melanjutkan, pilih tombol Google Pay.',
  paypalAccountTokenizationFailedError: 'Kami tidak dapat menambahkan akun PayPal Anda. Silakan coba lagi.',
  paypalFlowFailedError: 'Kami tidak dapat terhubung ke PayPal. Silakan coba lagi.',
  paypalTokenizationRequestActiveError: 'Otorisasi PayPal sedang berlangsung. Selesaikan terlebih dahulu.',
  applePayTokenizationError: 'Masalah jaringan menghentikan pembayaran Apple Pay. Silakan coba lagi.',
  applePayActiveCardError:
    'Tidak ada kartu di Apple Pay yang kami terima. Tambahkan kartu yang didukung, lalu coba lagi.',
  vaultManagerPaymentMethodDeletionError: 'Kami tidak dapat menghapus metode pembayaran ini. Silakan coba lagi.',
  venmoCanceledError:
    'Venmo tidak dapat dibuka. Pastikan versi terbaru aplikasi Venmo sudah terpasang dan browser Anda dapat beralih ke aplikasi tersebut.',
  venmoAppFailedError: 'Aplikasi Venmo tidak ditemukan di perangkat ini.',
  unsupportedCardTypeError: 'Kami tidak menerima jenis kartu ini. Silakan gunakan kartu lain.',

  cardholderNameLabel: 'Nama di kartu',
  cardNumberLabel: 'Nomor kartu',
  cvvLabel: 'Kode keamanan (CVV)',
  cvvThreeDigitLabelSubheading: '3 digit, biasanya di bagian belakang',
  cvvFourDigitLabelSubheading: '4 digit di bagian depan',
  expirationDateLabel: 'Tanggal kedaluwarsa',
  expirationDateLabelSubheading: 'BB/TT',
  cardholderNamePlaceholder: 'Nama sesuai yang tertera di kartu',
  expirationDatePlaceholder: 'BB/TT',
  postalCodeLabel: 'Kode pos',
  saveCardLabel: 'Simpan kartu ini untuk pembayaran berikutnya',
  payWithCard: 'Bayar dengan kartu',

  endingIn: 'Berakhiran ••{{lastFourCardDigits}}',
  Card: 'Kartu',
  ...brandNames,

  developerError:
    'Metode pembayaran ini tidak tersedia karena masalah konfigurasi. Untuk developer: lihat detailnya di konsol browser.',
  threeDSecureAuthenticationError: 'Kami tidak dapat menyelesaikan verifikasi 3D Secure. Silakan coba lagi.',
  threeDSecureSetupError: 'Verifikasi 3D Secure tidak dapat disiapkan.',
  loadingLabel: 'Memuat metode pembayaran',
  deletingPaymentMethodLabel: 'Menghapus metode pembayaran',
  paymentMethodDeletedLabel: 'Metode pembayaran dihapus',
  selectedPaymentMethodLabel: 'Metode pembayaran yang dipilih',
  paymentMethodsListLabel: 'Metode pembayaran tersimpan',
  paymentOptionsListLabel: 'Opsi pembayaran',
  deleteDialogLabel: 'Hapus metode pembayaran',
  viewChangedAnnouncement: 'Sekarang ditampilkan: {{viewName}}',
  cardSheetErrorLabel: 'Masalah pada detail kartu',
  savedMethodSubscriptionLabel: 'Terhubung ke langganan, jadi tidak dapat dihapus',
  cancelDeletionLabel: 'Batalkan dan simpan metode pembayaran ini',
  paymentOptionMustBeChosen: 'Untuk melanjutkan, pilih cara pembayaran.',
  expressCheckoutLabel: 'Checkout ekspres',
  optionalLabel: 'Opsional',
};

export default idID;
