import type { HomeTexts } from './codes';

export const id: HomeTexts = {
  'protective-packaging': {
    title: 'Kemasan pelindung mulai ¥100', overview: '¥100 untuk paket di bawah 2 kg, ¥200 untuk 2–5 kg: minta saat menggabungkan pesanan.',
    body: '## Mengapa perlu\n\nPenjual di Jepang sering mengirim dengan amplop tipis. Sebelum paket Anda terbang ke luar negeri, staf gudang kami dapat mengemasnya ulang dengan pelindung sudut, plastik gelembung, dan kardus berdinding ganda.\n\n## Harga\n\n- **¥100** untuk paket di bawah 2 kg\n- **¥200** untuk paket 2–5 kg\n\n## Cara memintanya\n\n1. Buka **Paket saya** setelah pesanan Anda tiba di gudang.\n2. Gabungkan pesanan yang ingin dikirim bersama.\n3. Centang *Kemasan pelindung* di antara opsi sebelum membayar ongkos kirim.\n\nBarang rapuh seperti figur, barang pecah belah, dan elektronik paling diuntungkan.',
  },
  'free-merge': {
    title: 'Gabungkan hingga 10 pesanan dalam satu paket secara gratis', overview: 'Pesanan yang menunggu di gudang kami dikirim bersama; mulai pesanan ke-11, ¥100 per pesanan.',
    body: '## Satu paket, satu ongkos kirim\n\nOngkos kirim internasional dihitung per paket, menurut golongan berat. Mengirim lima pesanan sebagai satu paket biasanya jauh lebih murah daripada lima paket.\n\n- Menggabungkan **hingga 10 pesanan** gratis.\n- Mulai pesanan ke-11, **¥100** per pesanan tambahan.\n- Penyimpanan gratis selama Anda menunggu pesanan lainnya: lihat [biaya](/userGuide/fees).\n\nGabungkan dari **Paket saya** setelah pesanan Anda berstatus *Tiba di gudang*.',
  },
  'two-payments': {
    title: 'Cara membeli lewat kami: dua kali bayar', overview: 'Pertama barang, biaya kami, dan ongkir dalam Jepang; lalu ongkir internasional setelah paket ditimbang.',
    body: '## Pembayaran pertama: saat memesan\n\n- harga barang\n- biaya jasa titip kami (¥50–300 per barang, tertera di keranjang)\n- ongkir dalam Jepang, jika tidak ditanggung penjual\n- opsi yang Anda pilih\n\n## Pembayaran kedua: saat paket ditimbang\n\nSetelah barang Anda tiba di gudang kami dan Anda menggabungkannya, kami menimbang dan mengukur paket. Lalu Anda membayar ongkir internasional untuk metode yang Anda pilih, ditambah opsi yang dipilih saat itu.\n\nBea masuk dan pajak impor dipungut negara Anda saat pengiriman dan tidak termasuk. Coba [kalkulator harga](/calc) untuk perkiraan.',
  },
  'shipping-methods': {
    title: 'EMS, pos udara, SAL, atau laut: memilih metode pengiriman', overview: 'Waktu terlama yang pernah terjadi: EMS dua minggu, pos udara sebulan, SAL dua bulan.',
    body: '## Metode\n\n| Metode | Waktu terlama | Cocok untuk |\n| --- | --- | --- |\n| EMS | 2 minggu | sebagian besar paket, hingga 30 kg, terlacak |\n| Pos udara / ePacket | 1 bulan | paket kecil dan ringan |\n| SAL | 2 bulan | paket berat yang tidak mendesak |\n| Laut | beberapa bulan | barang besar, berat, dan murah |\n| Kurir (DHL, FedEx, UPS) | sekitar seminggu | barang berharga atau mendesak |\n\n## Rute yang ditangguhkan\n\nPerusahaan pengiriman sesekali menangguhkan beberapa rute per negara. [Kalkulator](/calc) menunjukkan metode yang bisa dipakai negara Anda hari ini.',
  },
  'volumetric-weight': {
    title: 'Mengapa paket ringan tetapi besar bisa lebih mahal', overview: 'Kurir mengenakan biaya dari yang lebih besar antara berat aktual dan berat volumetrik (P × L × T / 5000).',
    body: '## Berat yang dikenakan biaya\n\nPerusahaan pengiriman mengenakan biaya dari yang **lebih besar** antara berat aktual dan berat volumetrik.\n\n- Kurir: panjang × lebar × tinggi (cm) ÷ **5000**\n- EMS: ÷ **8000**, dan hanya jika salah satu sisi melebihi 60 cm\n\n## Contoh\n\nKardus boneka berukuran 60 × 40 × 40 cm beratnya 3 kg, tetapi berat volumetriknya lewat kurir adalah 60 × 40 × 40 ÷ 5000 = **19,2 kg**.\n\n## Cara kami membantu\n\nSaat menggabungkan pesanan, kami melepas kotak ritel yang besar bila aman, dan memilih kardus terkecil yang muat.',
  },
  'auction-bidding': {
    title: 'Menawar di Yahoo! Auctions: kenaikan dan tawaran maksimum', overview: 'Di bawah ¥1.000 tawaran naik ¥10; mulai ¥50.000 naik ¥1.000. Tawaran tidak dapat ditarik.',
    body: '## Kenaikan tawaran\n\n| Harga saat ini | Kenaikan |\n| --- | --- |\n| di bawah ¥1.000 | ¥10 |\n| ¥1.000–4.999 | ¥100 |\n| ¥5.000–9.999 | ¥250 |\n| ¥10.000–49.999 | ¥500 |\n| ¥50.000 ke atas | ¥1.000 |\n\n## Tawaran maksimum\n\nTetapkan jumlah tertinggi yang mau Anda bayar; kami menawar dengan kenaikan terkecil di atas penawar lain hingga batas maksimum Anda. Tawaran beserta biayanya ditahan dari dompet Anda dan dilepas dalam hitungan menit jika tawaran Anda terlampaui.\n\n**Tawaran tidak dapat dibatalkan**, jadi periksa dulu iklan dan [biaya](/userGuide/fees).',
  },
};
