<?php
/**
 * `php seed.php`: the lane's content, written through WordPress's own APIs into a freshly installed site.
 *
 * A few photographs are drawn with GD (gradients, soft shapes and grain, so they compress like photographs) and
 * uploaded with media_handle_sideload(), so WordPress scales them (big_image_size_threshold, 2560) and makes its own
 * sizes; every post reuses those few attachments, since the resizing is the slow part. Then: 25 posts per feed in
 * English and a few in French, 35 upcoming master classes in 6 locations (and some past ones), 130 contacts and the
 * two options pages. Prints a JSON summary (counts and attachment ids) on its last line.
 */
require __DIR__ . '/cli.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

wp_set_current_user( 1 );

/** A photograph-like JPEG: a two-colour gradient, translucent ellipses and a grain tile over it. */
function pm_photo( $width, $height, $seed, $file ) {
	mt_srand( $seed );
	$im   = imagecreatetruecolor( $width, $height );
	$from = array( mt_rand( 40, 220 ), mt_rand( 40, 220 ), mt_rand( 40, 220 ) );
	$to   = array( mt_rand( 20, 200 ), mt_rand( 20, 200 ), mt_rand( 20, 200 ) );
	for ( $y = 0; $y < $height; $y++ ) {
		$t = $y / $height;
		$c = imagecolorallocate(
			$im,
			(int) ( $from[0] + ( $to[0] - $from[0] ) * $t ),
			(int) ( $from[1] + ( $to[1] - $from[1] ) * $t ),
			(int) ( $from[2] + ( $to[2] - $from[2] ) * $t )
		);
		imageline( $im, 0, $y, $width - 1, $y, $c );
	}
	for ( $i = 0; $i < 40; $i++ ) {
		$c = imagecolorallocatealpha( $im, mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 70, 115 ) );
		imagefilledellipse( $im, mt_rand( 0, $width ), mt_rand( 0, $height ), mt_rand( (int) ( $width / 20 ), (int) ( $width / 3 ) ), mt_rand( (int) ( $height / 20 ), (int) ( $height / 3 ) ), $c );
	}
	$size = 256;
	$tile = imagecreatetruecolor( $size, $size );
	imagealphablending( $tile, false );
	imagesavealpha( $tile, true );
	for ( $y = 0; $y < $size; $y++ ) {
		for ( $x = 0; $x < $size; $x++ ) {
			$v = mt_rand( 0, 255 );
			imagesetpixel( $tile, $x, $y, imagecolorallocatealpha( $tile, $v, $v, $v, 119 ) );
		}
	}
	imagealphablending( $im, true );
	for ( $y = 0; $y < $height; $y += $size ) {
		for ( $x = 0; $x < $width; $x += $size ) {
			imagecopy( $im, $tile, $x, $y, 0, 0, $size, $size );
		}
	}
	imagejpeg( $im, $file, 85 );
}

/** Draws a photograph and uploads it as WordPress's media library does; returns the attachment id. */
function pm_upload( $name, $width, $height, $seed, $alt ) {
	$tmp = wp_tempnam( $name );
	pm_photo( $width, $height, $seed, $tmp );
	$id = media_handle_sideload(
		array(
			'name'     => $name . '.jpg',
			'tmp_name' => $tmp,
		),
		0,
		$alt
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, "$name: " . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	update_post_meta( $id, '_wp_attachment_image_alt', $alt );
	return $id;
}

$pm_landscape = array();
foreach ( array( 'Backstage at a runway show', 'Studio lights over a makeup chair', 'A bridal trial by the window', 'Brushes laid out on a workbench', 'An editorial shoot in progress', 'A master class in full swing' ) as $i => $alt ) {
	$pm_landscape[] = pm_upload( 'studio-' . ( $i + 1 ), 3000, 2000, 100 + $i, $alt );
}
$pm_portrait = array();
foreach ( array( 'An artist at work', 'The newsletter cover' ) as $i => $alt ) {
	$pm_portrait[] = pm_upload( 'portrait-' . ( $i + 1 ), 2000, 3000, 200 + $i, $alt );
}
$pm_square = array();
foreach ( array( 'Second Skin Foundation', 'Velvet Matte Lipstick' ) as $i => $alt ) {
	$pm_square[] = pm_upload( 'product-' . ( $i + 1 ), 1500, 1500, 300 + $i, $alt );
}

const PM_TOPICS = array( 'Soft glam in five minutes', 'A bridal base that lasts all day', 'Graphic liner for editorial shoots', 'Colour-correcting dark circles', 'Sculpting with cream contour', 'Brows for every face shape', 'Blending eyeshadow like a pro', 'Flawless skin under studio lights', 'Lip liner for fuller lips', 'Setting makeup for humid weather', 'Glass skin prep routine', 'A smoky eye for hooded lids' );
const PM_PRODUCTS = array( 'Second Skin Foundation', 'Velvet Matte Lipstick', 'Hydra Prep Mist', 'Longwear Concealer', 'Cream Contour Stick', 'Lift & Curl Mascara', 'Brow Sculpt Pencil', 'Blur Setting Powder' );

/** Store links in every market, in three, or in none, by item. */
function pm_links( $path, $i ) {
	$markets = array( PM_MARKETS, array( 'us', 'uk', 'ca' ), array() )[ $i % 3 ];
	$links   = array();
	foreach ( $markets as $m ) {
		$links[ $m ] = "https://store.example/$m/$path";
	}
	return $links;
}

/** A post with its ACF fields (one meta per field) and its language; $ago in days (a float: no two posts of a type
 * share a date, or WordPress's pages, ordered by date alone, could overlap). */
function pm_post( $type, $title, $content, $ago, array $acf, $lang = 'en' ) {
	$date = gmdate( 'Y-m-d H:i:s', (int) ( time() - $ago * DAY_IN_SECONDS ) );
	$id   = wp_insert_post(
		array(
			'post_type'     => $type,
			'post_status'   => 'publish',
			'post_title'    => $title,
			'post_content'  => $content,
			'post_date'     => $date,
			'post_date_gmt' => $date,
			'post_author'   => 1,
			'meta_input'    => array_merge( $acf, array( '_pm_language' => $lang ) ),
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, "$type $title: " . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return $id;
}

/** A picture as the block editor inserts it: the editor writes src and the wp-image class; WordPress adds
 * srcset, sizes, width and height when it renders the content (wp_filter_content_tags). */
function pm_figure( $id, $size ) {
	$src = wp_get_attachment_image_src( $id, $size );
	$alt = esc_attr( get_post_meta( $id, '_wp_attachment_image_alt', true ) );
	return "<figure class=\"wp-block-image size-$size\"><img src=\"{$src[0]}\" alt=\"$alt\" class=\"wp-image-$id\"/></figure>";
}

$pm_counts = array();
foreach ( array(
	'en' => 25,
	'fr' => 5,
) as $pm_lang => $pm_n ) {
	$fr = 'fr' === $pm_lang;
	for ( $i = 0; $i < $pm_n; $i++ ) {
		$topic   = PM_TOPICS[ $i % count( PM_TOPICS ) ] . ( $i >= count( PM_TOPICS ) ? ' ' . ( intdiv( $i, count( PM_TOPICS ) ) + 1 ) : '' );
		$product = PM_PRODUCTS[ $i % count( PM_PRODUCTS ) ];
		$slug    = sanitize_title( $product );
		$days    = $i * 3 + 1;
		$store   = $fr ? 'be' : 'us';
		$body    = "<p>$topic: the routine our educators teach in class, step by step.</p>\n<ul><li>Prep the skin.</li><li>Work <strong>" . esc_html( $product ) . "</strong> in thin layers.</li></ul>\n<p>Find it in the <a href=\"https://store.example/$store/products/$slug\">pro store</a>.</p>";
		$title   = $fr ? "[fr] $topic" : $topic;

		pm_post(
			'video',
			"Video: $title",
			$body,
			$days,
			array(
				'youtube_id' => substr( 'demo' . str_pad( (string) $i, 4, '0', STR_PAD_LEFT ) . 'Ab_', 0, 11 ),
				'image'      => $pm_landscape[ $i % 6 ],
				'link_text'  => $fr ? 'Regarder' : 'Watch now',
				'url'        => "https://store.example/$store/videos/" . sanitize_title( $topic ),
				'buy_now'    => array(
					'show'  => 0 !== $i % 5,
					'links' => pm_links( "products/$slug", $i ),
				),
			),
			$pm_lang
		);
		pm_post(
			'product-tip',
			"How to use $product" . ( $fr ? ' [fr]' : '' ) . ( $i >= 8 ? ' (' . ( $i + 1 ) . ')' : '' ),
			$body,
			$days,
			array(
				'youtube_id'   => substr( 'tips' . str_pad( (string) $i, 4, '0', STR_PAD_LEFT ) . 'Ab_', 0, 11 ),
				'buy_now_list' => array_map(
					function ( $j ) use ( $i ) {
						$name = PM_PRODUCTS[ ( $i + $j * 3 ) % count( PM_PRODUCTS ) ];
						return array(
							'text'  => "Shop $name",
							'links' => pm_links( 'products/' . sanitize_title( $name ), $i + $j ),
						);
					},
					range( 0, $i % 3 )
				),
			),
			$pm_lang
		);
		$promo   = 3 === $i % 4;
		$content = $body;
		if ( ! $fr && 0 === $i ) {
			$content = pm_figure( $pm_landscape[2], 'large' ) . "\n" . $body;
		} elseif ( ! $fr && 1 === $i ) {
			$content = pm_figure( $pm_landscape[4], 'full' ) . "\n" . $body;
		}
		pm_post(
			'article',
			$promo ? "Members' offer: 20% off $product" . ( $fr ? ' [fr]' : '' ) : "$title, explained",
			$content,
			$days,
			array(
				'type'         => $promo ? 'promo' : 'article',
				'sub_heading'  => $promo ? 'This month only, in every market' : 'Notes from our backstage team',
				'image'        => $pm_landscape[ ( $i + 2 ) % 6 ],
				'link_text'    => $promo ? 'Shop the offer' : 'Read more',
				'url'          => "https://store.example/$store/stories/" . sanitize_title( $topic ),
				'buy_now_list' => 0 === $i % 3 ? array() : array_map(
					function ( $j ) use ( $i, $pm_square ) {
						$name = PM_PRODUCTS[ $j ];
						return array(
							'text'      => $name,
							'thumbnail' => $pm_square[ $j ],
							'links'     => pm_links( 'products/' . sanitize_title( $name ), $i + $j ),
						);
					},
					array( 0, 1 )
				),
			),
			$pm_lang
		);
		pm_post(
			'artist-spotlight',
			( $fr ? '[fr] ' : '' ) . 'Artist ' . ( $i + 1 ) . ': ' . PM_TOPICS[ ( $i + 4 ) % count( PM_TOPICS ) ],
			'<p><strong>Artist ' . ( $i + 1 ) . '</strong> has worked on ' . ( 3 + $i % 9 ) . " fashion weeks.</p>\n<p>Signature product: " . esc_html( $product ) . '.</p>',
			$days,
			array(
				'preview_image' => $pm_square[ $i % 2 ],
				'image'         => $pm_portrait[ $i % 2 ],
				'button_text'   => $fr ? 'Découvrir' : 'Meet the artist',
			),
			$pm_lang
		);
		$month = gmdate( 'F Y', strtotime( gmdate( 'Y-m-01' ) . " -$i months" ) );
		pm_post(
			'newsletter',
			( $fr ? '[fr] ' : '' ) . "Pro Newsletter: $month",
			'<p>This month: ' . strtolower( $topic ) . ', new shades of ' . esc_html( $product ) . ' and the class calendar.</p>',
			$days,
			array(
				'image'     => $pm_portrait[ ( $i + 1 ) % 2 ],
				'link_text' => 'Read the issue',
				'url'       => "https://store.example/$store/newsletter/" . gmdate( 'Y-m', strtotime( gmdate( 'Y-m-01' ) . " -$i months" ) ),
			),
			$pm_lang
		);
	}
	$pm_counts[ $pm_lang ] = $pm_n;
}

// master classes: 35 upcoming in 6 locations, 3 past (one in a location with no upcoming class), one location empty
$pm_locations = array();
foreach ( array( 'New York', 'London', 'Paris', 'Tokyo', 'Sydney', 'São Paulo', 'Berlin', 'Lisbon' ) as $name ) {
	$term                  = wp_insert_term( $name, 'location' );
	$pm_locations[ $name ] = $term['term_id'];
}
$pm_cities   = array( 'New York', 'London', 'Paris', 'Tokyo', 'Sydney', 'São Paulo' );
$pm_classes  = array();
$pm_schedule = array();
for ( $i = 0; $i < 35; $i++ ) {
	$pm_schedule[] = array( $pm_cities[ $i % 6 ], 2 + $i * 2 );
}
$pm_schedule[] = array( 'New York', -10 );
$pm_schedule[] = array( 'Paris', -20 );
$pm_schedule[] = array( 'Berlin', -30 );
foreach ( $pm_schedule as $i => list( $city, $days ) ) {
	$day   = wp_date( 'Y-m-d', time() + $days * DAY_IN_SECONDS );
	$title = array( 'Editorial Skin Masterclass', 'Bridal Beauty: From Trial to Big Day', 'Red Carpet Glam', 'Colour Theory for Every Skin Tone', 'Runway Backstage Speed Techniques' )[ $i % 5 ];
	$slug  = sanitize_title( "$title $city" );
	$id    = pm_post(
		'master-class',
		$title,
		"<p>A hands-on day in $city.</p>\n<ul><li>Live demonstration</li><li>Practice on a model</li></ul>",
		max( 1, 45 - $days ),
		array(
			'start_date'     => "$day 10:00:00",
			'end_date'       => "$day 17:00:00",
			'presenter_name' => array( 'Amara Okafor', 'Lucia Moretti', 'Diego Ramos', 'Mei Tanaka' )[ $i % 4 ],
			'address'        => "1 Studio Street, $city",
			'event_url'      => "https://store.example/us/events/$slug-$i",
			'button_text'    => 'Reserve a seat',
		)
	);
	wp_set_object_terms( $id, array( $pm_locations[ $city ] ), 'location' );
	$pm_classes[] = $id;
}

// 130 contacts: two pages of WordPress's largest page (100)
$pm_contacts = array( 'United States', 'Canada' );
for ( $i = 3; $i <= 130; $i++ ) {
	$pm_contacts[] = sprintf( 'Market %03d', $i );
}
foreach ( $pm_contacts as $i => $name ) {
	pm_post(
		'contact',
		$name,
		'',
		1 + $i / 1440,
		array(
			'email'         => array( array( 'address' => sprintf( 'care.%03d@pro-membership.example', $i + 1 ) ) ),
			'phone_numbers' => array(
				array(
					'number' => sprintf( '+1 800 555 %04d', $i + 1 ),
					'label'  => 'Customer care',
				),
			),
		)
	);
}

$pm_store_links = array();
foreach ( PM_MARKETS as $m ) {
	$pm_store_links[ $m ] = "https://store.example/$m";
}
update_option( 'pm_options_site-options', array( 'store_links' => $pm_store_links ) );
update_option(
	'pm_options_banner-settings',
	array(
		'banner_notifications_show' => true,
		'banner_translations'       => array_fill_keys( PM_BANNER_LANGUAGES, '<p><strong>New:</strong> master class dates are out.</p>' ),
		'banner_login_page'         => false,
		'banner_translations_login' => array_fill_keys( PM_BANNER_LANGUAGES, '<p>Members can sign in with their membership e-mail.</p>' ),
	)
);

echo wp_json_encode(
	array(
		'feeds'       => $pm_counts,
		'classes'     => count( $pm_classes ),
		'upcoming'    => 35,
		'contacts'    => count( $pm_contacts ),
		'attachments' => array_merge( $pm_landscape, $pm_portrait, $pm_square ),
	)
) . "\n";
