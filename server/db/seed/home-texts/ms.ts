import type { HomeTexts } from './codes';

export const ms: HomeTexts = {
  'protective-packaging': {
    title: 'Pembungkusan pelindung dari ¥100', overview: '¥100 untuk bungkusan bawah 2 kg, ¥200 untuk 2 hingga 5 kg: mintalah semasa menggabungkan pesanan.',
    body: '## Mengapa menambahnya\n\nPenjual di Jepun sering menghantar dalam sampul nipis. Sebelum bungkusan anda terbang ke luar negara, kakitangan gudang kami boleh membungkusnya semula dengan pelindung bucu, balutan gelembung dan kotak berdinding dua.\n\n## Harga\n\n- **¥100** untuk bungkusan bawah 2 kg\n- **¥200** untuk bungkusan 2 hingga 5 kg\n\n## Cara memintanya\n\n1. Buka **Bungkusan saya** sebaik pesanan anda tiba di gudang.\n2. Gabungkan pesanan yang ingin dihantar bersama.\n3. Tandakan *Pembungkusan pelindung* dalam pilihan sebelum membayar pos.\n\nBarang mudah pecah seperti figura, barangan kaca dan elektronik paling mendapat manfaat.',
  },
  'free-merge': {
    title: 'Gabungkan sehingga 10 pesanan dalam satu bungkusan secara percuma', overview: 'Pesanan yang menunggu di gudang kami dihantar bersama; mulai pesanan ke-11, ¥100 setiap satu.',
    body: '## Satu bungkusan, satu caj pos\n\nPos antarabangsa dicaj bagi setiap bungkusan, mengikut julat berat. Menghantar lima pesanan sebagai satu bungkusan biasanya jauh lebih murah daripada lima bungkusan.\n\n- Menggabungkan **sehingga 10 pesanan** adalah percuma.\n- Mulai pesanan ke-11, **¥100** bagi setiap pesanan tambahan.\n- Simpanan percuma sementara anda menunggu pesanan yang lain: lihat [yuran](/userGuide/fees).\n\nGabungkan dari **Bungkusan saya** sebaik pesanan anda menunjukkan *Tiba di gudang*.',
  },
  'two-payments': {
    title: 'Cara membeli melalui kami: dua bayaran', overview: 'Mula-mula barang, yuran kami dan penghantaran dalam Jepun; kemudian penghantaran antarabangsa selepas bungkusan ditimbang.',
    body: '## Bayaran pertama: semasa membuat pesanan\n\n- harga barang\n- yuran proksi kami (¥50–300 bagi setiap barang, dipaparkan dalam troli)\n- penghantaran dalam Jepun, jika penjual tidak menanggungnya\n- pilihan yang anda pilih\n\n## Bayaran kedua: apabila bungkusan ditimbang\n\nSebaik barang anda tiba di gudang kami dan anda menggabungkannya, kami menimbang dan mengukur bungkusan. Kemudian anda membayar penghantaran antarabangsa untuk kaedah yang anda pilih, serta pilihan yang dipilih pada masa itu.\n\nDuti kastam dan cukai import dikenakan oleh negara anda semasa penghantaran dan tidak termasuk. Cuba [kalkulator harga](/calc) untuk anggaran.',
  },
  'shipping-methods': {
    title: 'EMS, mel udara, SAL atau laut: memilih kaedah penghantaran', overview: 'Tempoh paling lama pernah berlaku: EMS dua minggu, mel udara sebulan, SAL dua bulan.',
    body: '## Kaedah\n\n| Kaedah | Tempoh paling lama | Sesuai untuk |\n| --- | --- | --- |\n| EMS | 2 minggu | kebanyakan bungkusan, sehingga 30 kg, boleh dijejak |\n| Mel udara / ePacket | 1 bulan | bungkusan kecil dan ringan |\n| SAL | 2 bulan | bungkusan berat yang tidak segera |\n| Laut | beberapa bulan | barang besar, berat dan murah |\n| Kurier (DHL, FedEx, UPS) | kira-kira seminggu | barang berharga atau segera |\n\n## Laluan yang digantung\n\nSyarikat penghantaran menggantung sesetengah laluan mengikut negara dari semasa ke semasa. [Kalkulator](/calc) menunjukkan kaedah yang boleh digunakan oleh negara anda hari ini.',
  },
  'volumetric-weight': {
    title: 'Mengapa bungkusan ringan tetapi besar boleh lebih mahal', overview: 'Kurier mengenakan caj mengikut yang lebih besar antara berat sebenar dan berat volumetrik (P × L × T / 5000).',
    body: '## Berat boleh caj\n\nSyarikat penghantaran mengenakan caj mengikut yang **lebih besar** antara berat sebenar dan berat volumetrik.\n\n- Kurier: panjang × lebar × tinggi (cm) ÷ **5000**\n- EMS: ÷ **8000**, dan hanya apabila satu sisi melebihi 60 cm\n\n## Contoh\n\nSebuah kotak anak patung 60 × 40 × 40 cm seberat 3 kg, tetapi berat volumetriknya melalui kurier ialah 60 × 40 × 40 ÷ 5000 = **19.2 kg**.\n\n## Cara kami membantu\n\nSemasa menggabungkan pesanan anda, kami membuang kotak runcit yang besar apabila selamat, dan memilih kotak terkecil yang muat.',
  },
  'auction-bidding': {
    title: 'Membida di Yahoo! Auctions: kenaikan dan bidaan maksimum', overview: 'Bawah ¥1,000 bidaan naik ¥10; dari ¥50,000 naik ¥1,000. Bidaan tidak boleh ditarik balik.',
    body: '## Kenaikan bidaan\n\n| Harga semasa | Kenaikan |\n| --- | --- |\n| bawah ¥1,000 | ¥10 |\n| ¥1,000–4,999 | ¥100 |\n| ¥5,000–9,999 | ¥250 |\n| ¥10,000–49,999 | ¥500 |\n| ¥50,000 ke atas | ¥1,000 |\n\n## Bidaan maksimum\n\nTetapkan jumlah paling tinggi yang sanggup anda bayar; kami membida dengan kenaikan terkecil melebihi pembida lain sehingga had maksimum anda. Bidaan serta yuran ditahan daripada dompet anda dan dilepaskan dalam beberapa minit apabila bidaan anda diatasi.\n\n**Bidaan tidak boleh dibatalkan**, jadi semak dahulu senarai dan [yuran](/userGuide/fees).',
  },
};
